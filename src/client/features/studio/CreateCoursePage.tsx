// /instructor/create-course: a title, the language of instruction and a category; the course is created
// as a draft and the editor opens on it.
import { instructorPaths } from '../../app/areaPaths';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { COURSE_TITLE_MAX_LENGTH, LANGUAGES, type Language } from '../../../shared/constants';
import { COURSE_LANGUAGE_NAMES } from '../../components/course/courseFormat';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { categoryTitle, selectCategories, selectCategoriesLoading } from '../categories';
import { selectLanguage } from '../locale';
import { selectStudio, studioActions } from './studioSlice';
import { useStudioFeature } from './useStudioFeature';

export default function CreateCoursePage() {
  useStudioFeature();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const uiLang = useAppSelector(selectLanguage);
  const categories = useAppSelector(selectCategories);
  const categoriesLoading = useAppSelector(selectCategoriesLoading);
  const { create } = useAppSelector(selectStudio);
  const [title, setTitle] = useState('');
  const [language, setLanguage] = useState<Language>(uiLang);
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const [touched, setTouched] = useState(false);
  useDocumentTitle(t('STUDIO.CREATE.TITLE'));

  useEffect(() => {
    dispatch(studioActions.createReset());
  }, [dispatch]);
  useEffect(() => {
    if (create.status === 'succeeded' && create.createdId !== null) {
      dispatch(studioActions.createReset());
      navigate(instructorPaths.courseEdit(create.createdId));
    }
  }, [create.status, create.createdId, dispatch, navigate]);

  const titleError = title.trim().length < 3;
  const fieldError = (path: string) => create.error?.fieldErrors.find((e) => e.path.replace(/^body\./, '') === path);
  return (
    <Box sx={{ maxWidth: 640, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('STUDIO.CREATE.TITLE')}
      </Typography>
      <Typography color="text.secondary">{t('STUDIO.CREATE.INTRO')}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (titleError || categoryId === '') return;
          dispatch(studioActions.createRequested({ title: title.trim(), language, categoryId }));
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextField
          label={t('STUDIO.FIELD.TITLE')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          inputProps={{ maxLength: COURSE_TITLE_MAX_LENGTH }}
          error={(touched && titleError) || Boolean(fieldError('title'))}
          helperText={touched && titleError ? t('STUDIO.DETAILS.TITLE_TOO_SHORT') : t('STUDIO.CREATE.TITLE_HELP')}
        />
        <TextField select label={t('STUDIO.CREATE.LANGUAGE')} value={language} onChange={(e) => setLanguage(e.target.value as Language)} required>
          {LANGUAGES.map((l) => (
            <MenuItem key={l} value={l}>
              {COURSE_LANGUAGE_NAMES[l]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('STUDIO.FIELD.CATEGORYID')}
          value={categoryId}
          onChange={(e) => setCategoryId(Number(e.target.value))}
          required
          error={touched && categoryId === ''}
          helperText={touched && categoryId === '' ? t('STUDIO.CREATE.CATEGORY_REQUIRED') : categoriesLoading ? t('STUDIO.CREATE.CATEGORIES_LOADING') : ' '}
        >
          {categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {categoryTitle(c, uiLang)}
            </MenuItem>
          ))}
        </TextField>
        {create.error && <Alert severity="error">{t(errorMessageKey(create.error.code))}</Alert>}
        <Button type="submit" variant="contained" disabled={create.status === 'pending'} sx={{ justifySelf: 'start' }}>
          {create.status === 'pending' ? t('STUDIO.CREATE.CREATING') : t('STUDIO.CREATE.SUBMIT')}
        </Button>
      </Box>
    </Box>
  );
}
