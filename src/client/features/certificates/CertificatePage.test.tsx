import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/apiError';
import * as certificatesApi from '../../api/certificatesApi';
import { aCertificate } from '../../testing/courseFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import CertificatePage from './CertificatePage';

jest.mock('../../api/certificatesApi');
const verify = jest.mocked(certificatesApi.verify);

function renderAt(code: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/certificates/:code" element={<CertificatePage />} />
    </Routes>,
    { route: `/certificates/${code}`, runSagas: true },
  );
}

describe('CertificatePage', () => {
  beforeEach(() => jest.resetAllMocks());

  it('verifies the code and shows name, course, date, code and the verification link', async () => {
    verify.mockResolvedValue(aCertificate());
    renderAt('ACAD-1234-ABCD');
    expect(await screen.findByTestId('certificate-name')).toHaveTextContent('Mai Student');
    expect(verify).toHaveBeenCalledWith('ACAD-1234-ABCD');
    expect(screen.getByTestId('certificate-course')).toHaveTextContent('React Fundamentals');
    expect(screen.getByTestId('certificate-code')).toHaveTextContent('ACAD-1234-ABCD');
    expect(screen.getByTestId('certificate-date')).toHaveTextContent('2026');
    const link = screen.getByTestId('certificate-verification-link');
    expect(link).toHaveAttribute('href', 'http://localhost/certificates/ACAD-1234-ABCD');
    expect(link).toHaveTextContent('http://localhost/certificates/ACAD-1234-ABCD');
    expect(screen.getByTestId('certificate-verified')).toHaveTextContent('Verified: this certificate was issued by Academy to Mai Student.');
  });

  it('shows the final grade of a course with graded quizzes, and none without', async () => {
    verify.mockResolvedValue(aCertificate({ gradePercent: 87.5 }));
    const { unmount } = renderAt('ACAD-1234-ABCD');
    expect(await screen.findByTestId('certificate-grade')).toHaveTextContent('87.5%');
    expect(screen.getByText('Grade')).toBeInTheDocument();
    unmount();
    verify.mockResolvedValue(aCertificate({ gradePercent: null }));
    renderAt('ACAD-1234-ABCD');
    expect(await screen.findByTestId('certificate-name')).toBeInTheDocument();
    expect(screen.queryByTestId('certificate-grade')).not.toBeInTheDocument();
  });

  it('prints from the browser', async () => {
    verify.mockResolvedValue(aCertificate());
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAt('ACAD-1234-ABCD');
    fireEvent.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });

  it('says when no certificate has the code', async () => {
    verify.mockRejectedValue(new ApiError({ status: 404, code: 'CERTIFICATE_NOT_FOUND', message: 'x' }));
    renderAt('NOPE');
    expect(await screen.findByText('Certificate not found')).toBeInTheDocument();
  });
});
