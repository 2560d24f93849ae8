// The categories editor with the API mocked: the tree in four languages, add, rename, re-parent, move
// up / down, delete (refused with the reason when it has courses), save with the version, and a version
// conflict offering the other admin's tree. The tree rules are tested as plain functions too.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCategory, AdminCategoryTree } from '../../../shared/schemas/adminCourses';
import * as adminCoursesApi from '../../api/adminCoursesApi';
import { ApiError } from '../../api/apiError';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AdminCategoriesPage from './AdminCategoriesPage';
import { move, parentChoices, reparent, rowsOf, titleProblems, toWrite } from './categoryTree';

jest.mock('../../api/adminCoursesApi');
const api = jest.mocked(adminCoursesApi);

const cat = (id: number, title: string, parentId: number | null, courseCount = 0, sortOrder = 0): AdminCategory => ({
  id,
  title,
  titleTh: `${title} ไทย`,
  titleVi: `${title} Việt`,
  titleTl: `${title} Pilipino`,
  parentId,
  sortOrder,
  courseCount,
});
const tree = (): AdminCategoryTree => ({
  version: 41,
  items: [cat(1, 'Development', null, 0, 0), cat(2, 'Web', 1, 3, 0), { ...cat(3, 'CSS', 2, 0, 0), titleTh: '', titleVi: '', titleTl: '' }, cat(4, 'Design', null, 2, 1), cat(5, 'Music', null, 0, 2)],
});

const render = () => renderWithProviders(<AdminCategoriesPage />, { runSagas: true, preloadedState: { locale: { lang: 'en', country: 999 } } });
const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement;

beforeEach(() => jest.resetAllMocks());

describe('the tree rules', () => {
  it('orders parents before children, moves among siblings, keeps the depth, checks titles', () => {
    const rows = rowsOf(tree().items);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    // Fallback translations start as the English title.
    expect(rows[2]).toMatchObject({ titleTh: 'CSS', titleVi: 'CSS', titleTl: 'CSS' });
    expect(move(rows, 5, -1).map((r) => r.id)).toEqual([1, 2, 3, 5, 4]);
    expect(move(rows, 1, -1)).toBe(rows);
    // Web (two levels with CSS) may go under Development, Design or Music, but not under itself or CSS.
    expect(parentChoices(rows, 2).map((r) => r.id)).toEqual([1, 4, 5]);
    // Development has three levels: it can only stay at the top.
    expect(parentChoices(rows, 1)).toEqual([]);
    expect(reparent(rows, 5, 4).map((r) => [r.id, r.parentId])).toEqual([
      [1, null],
      [2, 1],
      [3, 2],
      [4, null],
      [5, 4],
    ]);
    const blank = rows.map((r) => (r.id === 5 ? { ...r, titleVi: '  ', titleTl: 'x'.repeat(101) } : r));
    expect(titleProblems(blank).get(5)).toEqual({ titleVi: 'required', titleTl: 'tooLong' });
    expect(toWrite(rows)[0]).toEqual({ id: 1, title: 'Development', titleTh: 'Development ไทย', titleVi: 'Development Việt', titleTl: 'Development Pilipino', parentId: null });
  });
});

describe('AdminCategoriesPage', () => {
  it('adds a category with four titles, moves one up, re-parents, and saves the tree with its version', async () => {
    api.getCategories.mockResolvedValue(tree());
    api.saveCategories.mockImplementation(async (items) => ({ version: 42, items: items.map((c, i) => ({ ...c, id: c.id < 0 ? 99 : c.id, sortOrder: i, courseCount: 0 })) }));
    const user = userEvent.setup();
    render();
    const css = await card('CSS');
    expect(within(css).getByRole('textbox', { name: 'Thai title' })).toHaveValue('CSS');
    expect(within(css).getByRole('textbox', { name: 'Thai title' })).toHaveAttribute('lang', 'th');
    expect(screen.getByRole('button', { name: 'Save categories' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add a category' }));
    const fresh = await card('New category');
    expect(within(fresh).getByRole('textbox', { name: 'English title' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save categories' }));
    expect(await screen.findByText('Some titles are missing or too long. Fix the marked fields, then save.')).toBeInTheDocument();
    expect(api.saveCategories).not.toHaveBeenCalled();
    expect(within(fresh).getAllByText('Required')).toHaveLength(4);
    await user.type(within(fresh).getByRole('textbox', { name: 'English title' }), 'Pottery');
    const pottery = await card('Pottery');
    await user.type(within(pottery).getByRole('textbox', { name: 'Thai title' }), 'เครื่องปั้นดินเผา');
    await user.type(within(pottery).getByRole('textbox', { name: 'Vietnamese title' }), 'Gốm');
    await user.type(within(pottery).getByRole('textbox', { name: 'Filipino title' }), 'Palayok');
    // Under Design, by the parent select.
    await user.click(within(pottery).getByRole('combobox', { name: 'Parent category' }));
    await user.click(screen.getByRole('option', { name: 'Design' }));
    // Music before Design, by keyboard.
    const music = await card('Music');
    within(music).getByRole('button', { name: 'Move up: Music' }).focus();
    await user.keyboard('{Enter}');
    expect(within(await card('Music')).getByRole('button', { name: 'Move up: Music' })).toHaveFocus();
    expect(within(await card('Music')).getByRole('button', { name: 'Move down: Music' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Save categories' }));
    await waitFor(() => expect(api.saveCategories).toHaveBeenCalled());
    const [items, version] = api.saveCategories.mock.calls[0]!;
    expect(version).toBe(41);
    expect(items.map((c) => [c.title, c.parentId])).toEqual([
      ['Development', null],
      ['Web', 1],
      ['CSS', 2],
      ['Music', null],
      ['Design', null],
      ['Pottery', 4],
    ]);
    expect(items[5]).toMatchObject({ titleTh: 'เครื่องปั้นดินเผา', titleVi: 'Gốm', titleTl: 'Palayok' });
    expect(items[5]!.id).toBeLessThan(0);
    expect(await screen.findByText('The categories are saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save categories' })).toBeDisabled();
  });

  it('refuses to delete a category with courses or sub-categories, deletes an empty one', async () => {
    api.getCategories.mockResolvedValue(tree());
    api.saveCategories.mockResolvedValue({ version: 42, items: tree().items.filter((c) => c.id !== 5) });
    const user = userEvent.setup();
    render();
    await user.click(within(await card('Design')).getByRole('button', { name: 'Delete Design' }));
    expect(screen.getByText('“Design” has courses (2): move them to another category before deleting it.')).toBeInTheDocument();
    await user.click(within(await card('Development')).getByRole('button', { name: 'Delete Development' }));
    expect(screen.getByText('“Development” has sub-categories: move or delete them first.')).toBeInTheDocument();
    await user.click(within(await card('Music')).getByRole('button', { name: 'Delete Music' }));
    expect(screen.queryByRole('heading', { name: 'Music' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save categories' }));
    await waitFor(() => expect(api.saveCategories).toHaveBeenCalled());
    expect(api.saveCategories.mock.calls[0]![0].map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it("a version conflict says so and reloads the other admin's tree", async () => {
    api.getCategories.mockResolvedValueOnce(tree()).mockResolvedValueOnce({ version: 50, items: [cat(1, 'Development', null), cat(7, 'Photography', null)] });
    api.saveCategories.mockRejectedValue(new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'x' }));
    const user = userEvent.setup();
    render();
    await user.clear(within(await card('Music')).getByRole('textbox', { name: 'English title' }));
    await user.type(within(await card('New category')).getByRole('textbox', { name: 'English title' }), 'Songs');
    await user.click(screen.getByRole('button', { name: 'Save categories' }));
    const alert = await screen.findByText(/Someone else saved the categories while you were editing/);
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { name: 'Photography' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Songs' })).not.toBeInTheDocument();
    expect(api.getCategories).toHaveBeenCalledTimes(2);
  });
});
