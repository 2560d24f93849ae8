import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PasswordStrengthMeter, strengthHints } from './PasswordStrengthMeter';
import { usePasswordStrength } from './usePasswordStrength';
import type { PasswordOwner } from '../../../shared/passwordStrength';
import { passwordStrength } from '../../api/accountApi';
import { scoreLikeTheServer } from '../../testing/passwordStrength';

jest.mock('../../api/accountApi', () => ({ passwordStrength: jest.fn() }));

describe('PasswordStrengthMeter', () => {
  it('shows nothing until there is a strength', () => {
    renderWithProviders(<PasswordStrengthMeter id="m" strength={null} />);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('shows the level in words and, below the accepted score, our own hints for zxcvbn\'s feedback', () => {
    const { rerender } = renderWithProviders(<PasswordStrengthMeter id="m" strength={{ score: 0, warning: 'topTen', suggestions: ['anotherWord', 'useWords', 'capitalization'] }} />);
    const meter = screen.getByRole('meter', { name: 'Strength of the password' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(meter).toHaveAttribute('aria-valuetext', 'Very weak');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strength: Very weak');
    expect(screen.getByText('This is one of the most used passwords.')).toBeInTheDocument();
    expect(screen.getByText('Add another word or two; uncommon words are better.')).toBeInTheDocument();
    // At most two hints: the capitals one is left out.
    expect(screen.queryByText('Capital letters help little; length helps more.')).not.toBeInTheDocument();

    rerender(<PasswordStrengthMeter id="m" strength={{ score: 4, warning: null, suggestions: [] }} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Very strong');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strength: Very strong');
  });

  it('maps every zxcvbn feedback key it knows to a hint, each hint once', () => {
    expect(strengthHints({ score: 1, warning: 'userInputs', suggestions: ['dates', 'recentYears'] })).toEqual(['AUTH.STRENGTH.WARNING_PERSONAL', 'AUTH.STRENGTH.SUGGESTION_DATES']);
    expect(strengthHints({ score: 1, warning: 'straightRow', suggestions: ['longerKeyboardPattern'] })).toEqual(['AUTH.STRENGTH.WARNING_KEYBOARD', 'AUTH.STRENGTH.SUGGESTION_PATTERNS']);
    expect(strengthHints({ score: 1, warning: 'somethingNew', suggestions: ['alsoNew'] })).toEqual([]);
  });
});

function Field({ owner }: { owner: PasswordOwner }) {
  const [password, setPassword] = useState('');
  const strength = usePasswordStrength(password, owner);
  return (
    <>
      <input aria-label="New password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <PasswordStrengthMeter id="m" strength={strength} />
    </>
  );
}

describe('usePasswordStrength', () => {
  beforeEach(() => jest.mocked(passwordStrength).mockReset().mockImplementation(scoreLikeTheServer));

  it('asks the server once typing pauses and scores as the user types, the account\'s own names counting against it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field owner={{ username: 'somchai.j', email: 'somchai@example.test', firstName: 'Somchai' }} />, { runSagas: true });
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'password');
    expect(await screen.findByRole('meter')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('This is one of the most used passwords.')).toBeInTheDocument();
    // One question for what was typed before the pause, not one per key; what is known of the account goes with it.
    expect(passwordStrength).toHaveBeenCalledTimes(1);
    expect(passwordStrength).toHaveBeenCalledWith({ password: 'password', username: 'somchai.j', email: 'somchai@example.test', firstName: 'Somchai' });

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Somchai2026');
    await waitFor(() => expect(passwordStrength).toHaveBeenLastCalledWith(expect.objectContaining({ password: 'Somchai2026' })));
    await waitFor(() => expect(Number(screen.getByRole('meter').getAttribute('aria-valuenow'))).toBeLessThan(3));

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Mango-Lantern-42');
    await waitFor(() => expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '4'));
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strength: Very strong');

    // Emptied: the meter goes.
    await user.clear(screen.getByLabelText('New password'));
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });
});
