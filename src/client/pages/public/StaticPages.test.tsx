import { fireEvent, screen } from '@testing-library/react';
import * as contentApi from '../../api/contentApi';
import { ApiError } from '../../api/apiError';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ContactForm, validateContact } from './ContactPage';
import { AboutUsPage, FaqList, FaqsPage } from './StaticPages';
import { foldText, searchFaqs } from './staticContent';
import enFaqs from '../../../../public/assets/content/en/faqs.json';
import viFaqs from '../../../../public/assets/content/vi/faqs.json';
import enAbout from '../../../../public/assets/content/en/about-us.json';

jest.mock('../../api/contentApi');
const api = jest.mocked(contentApi);
afterEach(() => jest.resetAllMocks());

describe('FAQ search', () => {
  it('folds case and diacritics', () => {
    expect(foldText('Đăng KÝ')).toBe('dang ky');
    expect(searchFaqs(viFaqs.items, 'dang ky hoi thao').map((i) => i.q)).toEqual(['Làm sao để đăng ký hội thảo hoặc trại robot?']);
    expect(searchFaqs(viFaqs.items, '')).toHaveLength(viFaqs.items.length);
  });

  it('filters the questions as the visitor types, and says when nothing matches', () => {
    renderWithProviders(<FaqList content={enFaqs} />);
    expect(screen.getAllByTestId('faq')).toHaveLength(enFaqs.items.length);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the questions' }), { target: { value: 'CERTIFICATE' } });
    expect(screen.getAllByTestId('faq').map((el) => el.querySelector('summary')?.textContent)).toEqual(['Do I receive a certificate?']);
    expect(screen.getByRole('status')).toHaveTextContent('Questions shown: 1');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the questions' }), { target: { value: 'zzzz' } });
    expect(screen.queryAllByTestId('faq')).toHaveLength(0);
    expect(screen.getByText('No question matches your search')).toBeInTheDocument();
  });

  it('loads the FAQ file of the UI language', async () => {
    api.fetchStaticContent.mockResolvedValue(enFaqs);
    renderWithProviders(<FaqsPage />, { runSagas: true });
    expect(await screen.findByText('How do I create an account?')).toBeInTheDocument();
    expect(api.fetchStaticContent).toHaveBeenCalledWith('en', 'faqs');
  });
});

describe('AboutUsPage', () => {
  it('shows awards by year and instructors with ★/☆ ratings; a failed load offers a retry', async () => {
    api.fetchStaticContent.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce(enAbout);
    renderWithProviders(<AboutUsPage />, { runSagas: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('award-year')).toHaveLength(enAbout.awards.length);
    const instructors = screen.getAllByTestId('instructor');
    expect(instructors).toHaveLength(enAbout.instructors.length);
    expect(instructors[2]).toHaveTextContent('★★★★☆');
  });
});

describe('ContactForm', () => {
  const fill = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) fireEvent.change(document.querySelector(`[name="${name}"]`) as Element, { target: { value } });
  };
  const good = { name: 'Ann Lee', email: 'ann@example.com', subject: 'Group booking', message: 'Can ten of us join the seminar?' };

  it('validates every field', () => {
    expect(validateContact({ name: '', email: 'x', subject: ' ', message: 'short' })).toEqual({
      name: 'CONTACT.ERROR_NAME',
      email: 'CONTACT.ERROR_EMAIL',
      subject: 'CONTACT.ERROR_SUBJECT',
      message: 'CONTACT.ERROR_MESSAGE',
    });
    expect(validateContact(good)).toEqual({});
  });

  it('shows field errors without sending, with names and autocomplete on the inputs', () => {
    renderWithProviders(<ContactForm />, { runSagas: true });
    expect(document.querySelector('input[name="email"]')).toHaveAttribute('autocomplete', 'email');
    expect(document.querySelector('input[name="name"]')).toHaveAttribute('autocomplete', 'name');
    fill({ ...good, email: 'not-an-email', message: 'too short' });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(api.sendContact).not.toHaveBeenCalled();
  });

  it('sends the message with the UI language and shows the success state', async () => {
    api.sendContact.mockResolvedValue();
    renderWithProviders(<ContactForm />, { runSagas: true });
    fill(good);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(api.sendContact).toHaveBeenCalledWith({ ...good, lang: 'en' });
  });

  it('asks to try later on 429', async () => {
    api.sendContact.mockRejectedValue(new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'slow down' }));
    renderWithProviders(<ContactForm />, { runSagas: true });
    fill(good);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You've sent several messages in a short time. Please try again later.");
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();
  });

  it("maps the server's field errors", async () => {
    api.sendContact.mockRejectedValue(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'bad', fieldErrors: [{ path: '/email', message: 'format' }] }));
    renderWithProviders(<ContactForm />, { runSagas: true });
    fill(good);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });
});
