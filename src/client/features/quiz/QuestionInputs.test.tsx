// Every answer control, used with the keyboard only.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Answer, AttemptQuestion } from '../../../shared/schemas/quiz';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { QuestionInput } from './QuestionInputs';
import { QUESTIONS } from './quizFixtures';

function Harness({ question, initial, changes }: { question: AttemptQuestion; initial?: Answer; changes: (Answer | null)[] }) {
  const [answer, setAnswer] = useState<Answer | undefined>(initial);
  return (
    <div>
      <p id="prompt">Question prompt</p>
      <QuestionInput
        question={question}
        answer={answer}
        disabled={false}
        labelId="prompt"
        onChange={(next) => {
          changes.push(next);
          setAnswer(next ?? undefined);
        }}
      />
    </div>
  );
}

function renderInput(question: AttemptQuestion, options: { initial?: Answer; lang?: 'en' | 'vi' | 'th' } = {}) {
  const changes: (Answer | null)[] = [];
  const user = userEvent.setup();
  const view = renderWithProviders(<Harness question={question} initial={options.initial} changes={changes} />, { preloadedState: { locale: { lang: options.lang ?? 'en', country: 999 } } });
  return { ...view, changes, user };
}

describe('question inputs (keyboard only)', () => {
  it('single choice: a radio group named by the prompt; Tab, arrows and Space choose', async () => {
    const { user, changes } = renderInput(QUESTIONS.single);
    expect(screen.getByRole('radiogroup', { name: 'Question prompt' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'useState' })).toHaveFocus();
    await user.keyboard(' ');
    expect(changes).toEqual(['a']);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'useMemo' })).toBeChecked();
    expect(changes[changes.length - 1]).toBe('b');
  });

  it('multiple choice: checkboxes toggled with Space, in the options order', async () => {
    const { user, changes } = renderInput(QUESTIONS.multiple);
    expect(screen.getByRole('group', { name: 'Question prompt' })).toBeInTheDocument();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'useId' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(changes[changes.length - 1]).toEqual(['a', 'c']);
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    // Nothing chosen any more: the answer is cleared.
    expect(changes[changes.length - 1]).toBeNull();
  });

  it('true / false answers a boolean', async () => {
    const { user, changes } = renderInput(QUESTIONS.trueFalse);
    await user.tab();
    await user.keyboard(' ');
    expect(changes).toEqual([true]);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'False' })).toBeChecked();
    expect(changes[changes.length - 1]).toBe(false);
  });

  it('short answer: a labelled text field described by the prompt', async () => {
    const { user, changes } = renderInput(QUESTIONS.short);
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveAccessibleDescription('Question prompt');
    await user.tab();
    expect(field).toHaveFocus();
    await user.keyboard('reconciliation');
    expect(changes[changes.length - 1]).toBe('reconciliation');
  });

  it('numeric: decimal keyboard, the decimal point of the language; text that is no number is refused', async () => {
    const { user, changes } = renderInput(QUESTIONS.numeric);
    const field = screen.getByRole('textbox', { name: 'Your answer (a number)' });
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.tab();
    await user.keyboard('2.5');
    expect(changes[changes.length - 1]).toBe(2.5);
    await user.keyboard('x');
    expect(screen.getByText('This is not a number.')).toBeInTheDocument();
    expect(changes[changes.length - 1]).toBe(2.5);
    await user.clear(field);
    expect(changes[changes.length - 1]).toBeNull();
  });

  it('numeric in Vietnamese takes a decimal comma', async () => {
    const { user, changes } = renderInput(QUESTIONS.numeric, { lang: 'vi' });
    await user.tab();
    await user.keyboard('2,5');
    expect(changes[changes.length - 1]).toBe(2.5);
  });

  it('fill in the blanks: a field where each marker stands in the prompt, one text per blank', async () => {
    const { user, changes } = renderInput(QUESTIONS.blanks);
    const prompt = screen.getByTestId('blanks-prompt');
    const first = await screen.findByRole('textbox', { name: 'Blank 1 of 2' });
    const second = screen.getByRole('textbox', { name: 'Blank 2 of 2' });
    // In place, inside the prompt's paragraph, with the markers gone.
    expect(prompt.querySelector('p')).toContainElement(first);
    expect(prompt.querySelector('p')).toContainElement(second);
    expect(prompt).not.toHaveTextContent('[[1]]');
    expect(prompt.querySelector('p')?.textContent).toBe('React was made by  in .');
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('Meta');
    await user.tab();
    await user.keyboard('2013');
    expect(changes[changes.length - 1]).toEqual(['Meta', '2013']);
  });

  it('matching: a select of the right sides for each left side, labelled by it', async () => {
    const { user, changes } = renderInput(QUESTIONS.matching);
    const state = screen.getByRole('combobox', { name: 'useState' });
    const effect = screen.getByRole('combobox', { name: 'useEffect' });
    expect(within(state).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a match…', 'side effects', 'state']);
    await user.tab();
    expect(state).toHaveFocus();
    await user.selectOptions(state, 'state');
    await user.tab();
    expect(effect).toHaveFocus();
    await user.selectOptions(effect, 'side effects');
    expect(changes[changes.length - 1]).toEqual({ l1: 'r2', l2: 'r1' });
    await user.selectOptions(state, '');
    expect(changes[changes.length - 1]).toEqual({ l2: 'r1' });
  });

  it('ordering: move buttons, the focus follows the item, and where it went is announced', async () => {
    const { user, changes } = renderInput(QUESTIONS.ordering);
    const items = () => screen.getAllByTestId('ordering-item').map((li) => li.textContent?.replace(/^\d/, ''));
    expect(items()).toEqual(['Mount', 'Update', 'Unmount']);
    expect(screen.getByRole('button', { name: 'Move Mount up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Unmount down' })).toBeDisabled();

    act(() => screen.getByRole('button', { name: 'Move Update up' }).focus());
    await user.keyboard('{Enter}');
    expect(changes[changes.length - 1]).toEqual(['o2', 'o1', 'o3']);
    expect(items()).toEqual(['Update', 'Mount', 'Unmount']);
    expect(screen.getByTestId('ordering-announcement')).toHaveTextContent('Moved Update to position 1 of 3');
    // At the top, its up button is disabled: the focus goes to its down button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Update down' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Update down' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(items()).toEqual(['Mount', 'Unmount', 'Update']);
    expect(screen.getByTestId('ordering-announcement')).toHaveTextContent('Moved Update to position 3 of 3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Update up' })).toHaveFocus());
  });

  it('ordering: dragging with a mouse is an extra that moves the item too', () => {
    const { changes } = renderInput(QUESTIONS.ordering);
    const [first, , third] = screen.getAllByTestId('ordering-item');
    fireEvent.dragStart(third!);
    fireEvent.dragOver(first!);
    fireEvent.drop(first!);
    expect(changes[changes.length - 1]).toEqual(['o3', 'o1', 'o2']);
    expect(screen.getByTestId('ordering-announcement')).toHaveTextContent('Moved Unmount to position 1 of 3');
  });

  it('essay: a multiline field with the word count and the minimum', async () => {
    const { user, changes } = renderInput(QUESTIONS.essay);
    const field = screen.getByRole('textbox', { name: 'Your essay' });
    expect(screen.getByText('Words: 0 (at least 5)')).toBeInTheDocument();
    await user.tab();
    expect(field).toHaveFocus();
    await user.keyboard('Hooks keep state{Enter}in functions');
    expect(screen.getByText('Words: 5 (at least 5)')).toBeInTheDocument();
    expect(changes[changes.length - 1]).toBe('Hooks keep state\nin functions');
  });

  it('counts Thai words without spaces', async () => {
    renderInput(QUESTIONS.essay, { initial: 'ฉันชอบเรียนภาษา', lang: 'th' });
    await act(async () => undefined);
    const count = Number(/\d+/.exec(screen.getByText(/\(at least 5\)/).textContent ?? '')?.[0]);
    expect(count).toBeGreaterThanOrEqual(3);
  });
});
