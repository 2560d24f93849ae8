// The instructor area's pages: title and an honest "coming soon" until their features exist.
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AddIcon } from '../../components/icons';
import { AccountSectionPage } from '../ComingSoonPage';
import { INSTRUCTOR_PAGES } from './instructorPageDefs';
import { paths } from '../../app/paths';

export type InstructorPageId = keyof typeof INSTRUCTOR_PAGES;

export default function InstructorPage({ id }: { id: InstructorPageId }) {
  const { t } = useTranslation();
  const action =
    id === 'dashboard' || id === 'courses' ? (
      <Button component={RouterLink} to={paths.instructor.createCourse()} variant="contained" startIcon={<AddIcon />}>
        {t('INSTRUCTOR.MENU.CREATE_COURSE')}
      </Button>
    ) : undefined;
  return <AccountSectionPage page={INSTRUCTOR_PAGES[id]} action={action} />;
}
