import { screen, within } from '@testing-library/react';
import * as certificatesApi from '../../api/certificatesApi';
import { aCertificate } from '../../testing/courseFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import MyCertificatesPage from './MyCertificatesPage';

jest.mock('../../api/certificatesApi');
const mine = jest.mocked(certificatesApi.mine);

describe('MyCertificatesPage', () => {
  beforeEach(() => jest.resetAllMocks());

  it('lists the certificates; one of a course with graded quizzes shows its grade', async () => {
    mine.mockResolvedValue({
      items: [aCertificate({ code: 'ACAD-GRADED', gradePercent: 92.5 }), aCertificate({ code: 'ACAD-PLAIN', gradePercent: null })],
      total: 2,
      page: 1,
      pageSize: 20,
    });
    renderWithProviders(<MyCertificatesPage />, { route: '/student/certificates', runSagas: true });
    const items = await screen.findAllByTestId('certificate-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByTestId('certificate-item-grade')).toHaveTextContent('92.5%');
    expect(within(items[1]!).queryByTestId('certificate-item-grade')).not.toBeInTheDocument();
  });

  it("marks a course title in another language than the UI's with its language", async () => {
    const base = aCertificate();
    mine.mockResolvedValue({
      items: [aCertificate({ code: 'ACAD-TH', course: { ...base.course, title: 'พื้นฐานการลงทุน', language: 'th' } }), aCertificate({ code: 'ACAD-EN', course: { ...base.course, title: 'Investing basics', language: 'en' } })],
      total: 2,
      page: 1,
      pageSize: 20,
    });
    renderWithProviders(<MyCertificatesPage />, { route: '/student/certificates', runSagas: true });
    expect(await screen.findByRole('heading', { name: 'พื้นฐานการลงทุน' })).toHaveAttribute('lang', 'th');
    expect(screen.getByRole('heading', { name: 'Investing basics' })).not.toHaveAttribute('lang');
  });
});
