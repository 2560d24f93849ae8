// /instructor/students: the enrolments in the instructor's courses with their progress; filter by course,
// search, sort by column, pages, CSV export and an announcement to a course's students. On a phone the
// table becomes a list of cards.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { InstructorStudent, SortOrder, StudentSort, StudentsQuery, TeachingCourse } from '../../../shared/schemas/studioTeaching';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { AnnouncementDialog } from './AnnouncementDialog';
import { studentsCsvRequest, studentsRequest } from './teachingRequests';
import { LoadFailed, LoadingList } from '../../components/RequestStates';

const PAGE_SIZE = 20;

const COLUMNS: readonly { sort: StudentSort | null; label: string }[] = [
  { sort: 'name', label: 'TEACHING.STUDENTS.STUDENT' },
  { sort: null, label: 'TEACHING.STUDENTS.COURSE' },
  { sort: 'progress', label: 'TEACHING.STUDENTS.PROGRESS' },
  { sort: 'lastActivity', label: 'TEACHING.STUDENTS.LAST_ACTIVITY' },
  { sort: 'enrolledAt', label: 'TEACHING.STUDENTS.ENROLLED' },
];

function Progress({ student }: { student: InstructorStudent }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={student.progress}
        aria-label={t('TEACHING.STUDENTS.PROGRESS_OF', { name: student.displayName })}
        color={student.completedAt ? 'success' : 'primary'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {student.progress}%
      </Typography>
    </Box>
  );
}

function dateOrDash(iso: string | null, lang: string): string {
  return iso ? formatDate(iso, lang) : '–';
}

export default function StudentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('INSTRUCTOR.MENU.STUDENTS'));
  const lang = useAppSelector(selectLanguage);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [courseId, setCourseId] = useState<number | undefined>(undefined);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<StudentSort>('enrolledAt');
  const [order, setOrder] = useState<SortOrder>('desc');
  const [page, setPage] = useState(1);
  const [announceTo, setAnnounceTo] = useState<TeachingCourse | null>(null);
  const query: StudentsQuery = { courseId, search: search || undefined, sort, order, page, pageSize: PAGE_SIZE };
  const { state, reload } = useRequest(studentsRequest, query);
  const csv = useSubmit(studentsCsvRequest);
  // The course filter keeps the last list while another page or filter loads.
  const [courses, setCourses] = useState<TeachingCourse[]>([]);
  if (state.data && state.data.courses !== courses) setCourses(state.data.courses);

  const sortBy = (column: StudentSort) => {
    if (column === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(column);
      setOrder(column === 'name' ? 'asc' : 'desc');
    }
    setPage(1);
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(searchText.trim());
    setPage(1);
  };
  const selected = courses.find((c) => c.id === courseId) ?? null;
  const data = state.data;
  const items = data?.items ?? [];

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ flex: 1, fontWeight: 800 }}>
          {t('INSTRUCTOR.MENU.STUDENTS')}
        </Typography>
        <Button variant="outlined" disabled={csv.state.status === 'loading' || (data?.total ?? 0) === 0} onClick={() => csv.submit({ courseId, search: search || undefined, sort, order })}>
          {t('TEACHING.STUDENTS.EXPORT_CSV')}
        </Button>
        <Button variant="contained" disabled={!selected} onClick={() => setAnnounceTo(selected)} title={selected ? undefined : t('TEACHING.STUDENTS.PICK_COURSE')}>
          {t('TEACHING.STUDENTS.ANNOUNCE')}
        </Button>
      </Box>
      {csv.state.status === 'failed' && csv.state.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(errorMessageKey(csv.state.error.code))}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('TEACHING.FILTER_COURSE')}
          value={courseId === undefined ? '' : String(courseId)}
          onChange={(e) => {
            setCourseId(e.target.value === '' ? undefined : Number(e.target.value));
            setPage(1);
          }}
          sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        >
          <MenuItem value="">{t('TEACHING.ALL_COURSES')}</MenuItem>
          {courses.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.title} ({c.students})
            </MenuItem>
          ))}
        </TextField>
        <Box component="form" role="search" onSubmit={onSearch} sx={{ display: 'flex', gap: 1, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
          <TextField size="small" type="search" label={t('TEACHING.STUDENTS.SEARCH')} value={searchText} onChange={(e) => setSearchText(e.target.value)} sx={{ flex: 1 }} />
          <Button type="submit" variant="outlined">
            {t('TEACHING.SEARCH')}
          </Button>
        </Box>
      </Box>

      {state.status === 'failed' && !data ? (
        <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('TEACHING.RETRY')} onRetry={reload} />
      ) : !data ? (
        <LoadingList count={3} height={48} gap={1} radius={1} />
      ) : items.length === 0 ? (
        <EmptyState title={t(search ? 'TEACHING.STUDENTS.NO_MATCH' : 'TEACHING.STUDENTS.EMPTY_TITLE')} text={t('TEACHING.STUDENTS.EMPTY_TEXT')} />
      ) : (
        <Box aria-busy={state.status === 'loading'}>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('TEACHING.STUDENTS.COUNT', { count: data.total })}
          </Typography>
          {phone && (
            <Box sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
              <TextField
                select
                size="small"
                label={t('TEACHING.STUDENTS.SORT_BY')}
                value={sort}
                onChange={(e) => {
                  setSort(e.target.value as StudentSort);
                  setPage(1);
                }}
                sx={{ flex: 1 }}
              >
                {COLUMNS.filter((c) => c.sort).map((c) => (
                  <MenuItem key={c.sort} value={c.sort!}>
                    {t(c.label)}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="outlined" onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')} aria-label={t(order === 'asc' ? 'TEACHING.STUDENTS.ASCENDING' : 'TEACHING.STUDENTS.DESCENDING')}>
                {order === 'asc' ? '↑' : '↓'}
              </Button>
            </Box>
          )}
          {phone ? (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {items.map((s) => (
                <Paper component="li" variant="outlined" key={`${s.courseId}-${s.username}`} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}>
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{s.displayName}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      @{s.username} · {s.courseTitle}
                    </Typography>
                  </Box>
                  <Progress student={s} />
                  <Typography variant="caption" color="text.secondary">
                    {t('TEACHING.STUDENTS.LAST_ACTIVITY')}: {dateOrDash(s.lastActivityAt, lang)} · {t('TEACHING.STUDENTS.ENROLLED')}: {dateOrDash(s.enrolledAt, lang)}
                  </Typography>
                </Paper>
              ))}
            </Box>
          ) : (
            <Paper variant="outlined" sx={{ borderRadius: 2, overflowX: 'auto' }}>
              <Table size="small" aria-label={t('INSTRUCTOR.MENU.STUDENTS')}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((c) => (
                      <TableCell key={c.label} sortDirection={c.sort === sort ? order : false}>
                        {c.sort ? (
                          <TableSortLabel active={c.sort === sort} direction={c.sort === sort ? order : 'asc'} onClick={() => sortBy(c.sort!)}>
                            {t(c.label)}
                          </TableSortLabel>
                        ) : (
                          t(c.label)
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((s) => (
                    <TableRow key={`${s.courseId}-${s.username}`}>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 700 }}>
                          {s.displayName}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          @{s.username}
                        </Typography>
                      </TableCell>
                      <TableCell>{s.courseTitle}</TableCell>
                      <TableCell>
                        <Progress student={s} />
                      </TableCell>
                      <TableCell>{dateOrDash(s.lastActivityAt, lang)}</TableCell>
                      <TableCell>{dateOrDash(s.enrolledAt, lang)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          )}
          <Pagination page={page} pageCount={Math.ceil(data.total / PAGE_SIZE)} onChange={setPage} />
        </Box>
      )}
      {announceTo && (
        <AnnouncementDialog
          course={announceTo}
          onClose={(sent) => {
            setAnnounceTo(null);
            if (sent) reload();
          }}
        />
      )}
    </Box>
  );
}
