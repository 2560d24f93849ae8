// The course outline beside the editor: sections with their lessons, the course's details at the top.
// Reordering: drag and drop (pointer, touch, and dnd-kit's keyboard sensor) and Move up / Move down
// buttons on every item; each move is announced ("Lesson 'X' moved to position 2 of 4 in 'Y'") and
// sent as one PUT /Outline (optimistic, rolled back with a message when it fails).
import { visuallyHidden } from '../../lib/visuallyHidden';
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { AUTHORING_LESSON_KINDS, LESSON_TITLE_MAX_LENGTH, SECTION_TITLE_MAX_LENGTH, type AuthoringLessonKind } from '../../../shared/constants';
import type { EditableCourse, EditableLesson, EditableSection } from '../../../shared/schemas/studio';
import { useAppDispatch } from '../../lib/hooks';
import { dropMove, lessonDndId, moveLesson, moveSection, sectionDndId, type MoveResult } from './outlineOps';
import { studioActions } from './studioSlice';
import { useSortableDnd } from './useSortableDnd';

export type Selection = { kind: 'course' } | { kind: 'lesson'; id: number };

function Sortable({ id, children, label }: { id: string; label: string; children: (handle: ReactNode) => ReactNode }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <IconButton ref={setActivatorNodeRef} size="small" aria-label={t('STUDIO.OUTLINE.DRAG', { title: label })} sx={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
      <Box component="span" aria-hidden sx={{ fontSize: 16, lineHeight: 1 }}>
        ⠿
      </Box>
    </IconButton>
  );
  return (
    <Box ref={setNodeRef} component="li" sx={{ listStyle: 'none', transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, position: 'relative', zIndex: isDragging ? 2 : 'auto' }}>
      {children(handle)}
    </Box>
  );
}

function MoveButtons({ title, onMove, canUp, canDown }: { title: string; onMove: (delta: -1 | 1) => void; canUp: boolean; canDown: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <IconButton size="small" disabled={!canUp} aria-label={t('STUDIO.OUTLINE.MOVE_UP', { title })} onClick={() => onMove(-1)}>
        <Box component="span" aria-hidden sx={{ fontSize: 14, lineHeight: 1 }}>
          ▲
        </Box>
      </IconButton>
      <IconButton size="small" disabled={!canDown} aria-label={t('STUDIO.OUTLINE.MOVE_DOWN', { title })} onClick={() => onMove(1)}>
        <Box component="span" aria-hidden sx={{ fontSize: 14, lineHeight: 1 }}>
          ▼
        </Box>
      </IconButton>
    </>
  );
}

type Dialogs =
  | { kind: 'addSection' }
  | { kind: 'renameSection'; section: EditableSection }
  | { kind: 'addLesson'; section: EditableSection; lessonKind: AuthoringLessonKind }
  | { kind: 'deleteSection'; section: EditableSection }
  | { kind: 'deleteLesson'; lesson: EditableLesson }
  | null;

function TitleDialog({ title, label, initial, max, onClose, onSubmit }: { title: string; label: string; initial: string; max: number; onClose: () => void; onSubmit: (title: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const valid = value.trim().length > 0;
  return (
    <Dialog open onClose={onClose} aria-labelledby="studio-title-dialog" fullWidth maxWidth="xs">
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onSubmit(value.trim());
        }}
      >
        <DialogTitle id="studio-title-dialog">{title}</DialogTitle>
        <DialogContent>
          <TextField autoFocus margin="dense" label={label} value={value} onChange={(e) => setValue(e.target.value)} inputProps={{ maxLength: max }} fullWidth required />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('STUDIO.CANCEL')}</Button>
          <Button type="submit" variant="contained" disabled={!valid}>
            {t('STUDIO.SAVE_BUTTON')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function ConfirmDialog({ title, text, onClose, onConfirm }: { title: string; text: string; onClose: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="studio-confirm-title">
      <DialogTitle id="studio-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('STUDIO.CANCEL')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          {t('STUDIO.DELETE')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AddLessonMenu({ section, onPick }: { section: EditableSection; onPick: (kind: AuthoringLessonKind) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button size="small" aria-haspopup="menu" aria-expanded={anchor !== null} onClick={(e) => setAnchor(e.currentTarget)}>
        {t('STUDIO.OUTLINE.ADD_LESSON_TO', { title: section.title })}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {AUTHORING_LESSON_KINDS.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              onPick(kind);
            }}
          >
            {t(`STUDIO.KIND.${kind.toUpperCase()}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function OutlinePanel({ course, selection, onSelect }: { course: EditableCourse; selection: Selection; onSelect: (s: Selection) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [announcement, setAnnouncement] = useState('');
  const [dialog, setDialog] = useState<Dialogs>(null);
  const dnd = useSortableDnd({ instructions: 'STUDIO.OUTLINE.DND_INSTRUCTIONS', picked: 'STUDIO.OUTLINE.DND_PICKED', cancelled: 'STUDIO.OUTLINE.DND_CANCELLED' });
  const sections = course.sections;

  const apply = (result: MoveResult | null, kind: 'section' | 'lesson') => {
    if (!result) return;
    dispatch(studioActions.outlineReordered({ sections: result.sections }));
    setAnnouncement(
      kind === 'lesson'
        ? t('STUDIO.OUTLINE.LESSON_MOVED', { title: result.title, position: result.position, count: result.count, section: result.sectionTitle ?? '' })
        : t('STUDIO.OUTLINE.SECTION_MOVED', { title: result.title, position: result.position, count: result.count }),
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const drop = dropMove(sections, String(active.id), String(over.id));
    if (drop) apply(drop.result, drop.kind);
  };

  const allLessons = sections.flatMap((s) => s.lessons);
  const firstLessonId = allLessons[0]?.id;
  const lastLessonId = allLessons[allLessons.length - 1]?.id;

  return (
    <Box component="nav" aria-label={t('STUDIO.OUTLINE.LABEL')} sx={{ display: 'grid', gap: 1 }}>
      <Box role="status" aria-live="polite" data-testid="outline-announcement" sx={visuallyHidden}>
        {announcement}
      </Box>
      <Button variant={selection.kind === 'course' ? 'contained' : 'outlined'} aria-current={selection.kind === 'course' ? 'true' : undefined} onClick={() => onSelect({ kind: 'course' })} sx={{ justifyContent: 'flex-start' }}>
        {t('STUDIO.OUTLINE.DETAILS')}
      </Button>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
        {t('STUDIO.OUTLINE.HEADING')}
      </Typography>
      {sections.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('STUDIO.OUTLINE.EMPTY')}
        </Typography>
      )}
      <DndContext
        {...dnd}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={sections.map((s) => sectionDndId(s.id))} strategy={verticalListSortingStrategy}>
          <Box component="ol" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {sections.map((section, sIndex) => (
              <Sortable key={section.id} id={sectionDndId(section.id)} label={section.title}>
                {(handle) => (
                  <Box data-testid={`section-${section.id}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: 'background.paper' }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                      {handle}
                      <Typography component="h3" variant="subtitle2" sx={{ flex: 1, fontWeight: 700, wordBreak: 'break-word' }}>
                        {section.title}
                      </Typography>
                      <MoveButtons title={section.title} canUp={sIndex > 0} canDown={sIndex < sections.length - 1} onMove={(d) => apply(moveSection(sections, section.id, d), 'section')} />
                    </Box>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, pl: 5 }}>
                      <Button size="small" onClick={() => setDialog({ kind: 'renameSection', section })} aria-label={t('STUDIO.OUTLINE.RENAME_SECTION', { title: section.title })}>
                        {t('STUDIO.OUTLINE.RENAME')}
                      </Button>
                      <Button size="small" color="error" onClick={() => setDialog({ kind: 'deleteSection', section })} aria-label={t('STUDIO.OUTLINE.DELETE_SECTION', { title: section.title })}>
                        {t('STUDIO.DELETE')}
                      </Button>
                    </Box>
                    <SortableContext items={section.lessons.map((l) => lessonDndId(l.id))} strategy={verticalListSortingStrategy}>
                      <Box component="ol" sx={{ p: 0, m: 0, display: 'grid', gap: 0.5 }}>
                        {section.lessons.map((lesson) => {
                          const selected = selection.kind === 'lesson' && selection.id === lesson.id;
                          return (
                            <Sortable key={lesson.id} id={lessonDndId(lesson.id)} label={lesson.title}>
                              {(lessonHandle) => (
                                <Box data-testid={`lesson-${lesson.id}`} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, borderRadius: 1, bgcolor: selected ? 'action.selected' : undefined }}>
                                  {lessonHandle}
                                  <Button
                                    size="small"
                                    onClick={() => onSelect({ kind: 'lesson', id: lesson.id })}
                                    aria-current={selected ? 'true' : undefined}
                                    sx={{ flex: 1, justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none', minWidth: 0 }}
                                  >
                                    <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                                      {lesson.title}
                                    </Box>
                                    <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: 12 }}>
                                      {t(`STUDIO.KIND.${lesson.kind.toUpperCase()}`)}
                                    </Box>
                                  </Button>
                                  <MoveButtons title={lesson.title} canUp={lesson.id !== firstLessonId} canDown={lesson.id !== lastLessonId} onMove={(d) => apply(moveLesson(sections, lesson.id, d), 'lesson')} />
                                  <IconButton size="small" color="error" aria-label={t('STUDIO.OUTLINE.DELETE_LESSON', { title: lesson.title })} onClick={() => setDialog({ kind: 'deleteLesson', lesson })}>
                                    <Box component="span" aria-hidden sx={{ fontSize: 14, lineHeight: 1 }}>
                                      ✕
                                    </Box>
                                  </IconButton>
                                </Box>
                              )}
                            </Sortable>
                          );
                        })}
                      </Box>
                    </SortableContext>
                    <Box sx={{ pl: 5, pt: 0.5 }}>
                      <AddLessonMenu section={section} onPick={(kind) => setDialog({ kind: 'addLesson', section, lessonKind: kind })} />
                    </Box>
                  </Box>
                )}
              </Sortable>
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Button variant="outlined" onClick={() => setDialog({ kind: 'addSection' })}>
        {t('STUDIO.OUTLINE.ADD_SECTION')}
      </Button>

      {dialog?.kind === 'addSection' && (
        <TitleDialog
          title={t('STUDIO.OUTLINE.ADD_SECTION')}
          label={t('STUDIO.OUTLINE.SECTION_TITLE')}
          initial=""
          max={SECTION_TITLE_MAX_LENGTH}
          onClose={() => setDialog(null)}
          onSubmit={(title) => {
            dispatch(studioActions.sectionAddRequested({ courseId: course.id, title }));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'renameSection' && (
        <TitleDialog
          title={t('STUDIO.OUTLINE.RENAME_SECTION', { title: dialog.section.title })}
          label={t('STUDIO.OUTLINE.SECTION_TITLE')}
          initial={dialog.section.title}
          max={SECTION_TITLE_MAX_LENGTH}
          onClose={() => setDialog(null)}
          onSubmit={(title) => {
            dispatch(studioActions.sectionRenameRequested({ sectionId: dialog.section.id, title, version: dialog.section.version }));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'addLesson' && (
        <TitleDialog
          title={t('STUDIO.OUTLINE.NEW_LESSON', { kind: t(`STUDIO.KIND.${dialog.lessonKind.toUpperCase()}`) })}
          label={t('STUDIO.OUTLINE.LESSON_TITLE')}
          initial=""
          max={LESSON_TITLE_MAX_LENGTH}
          onClose={() => setDialog(null)}
          onSubmit={(title) => {
            dispatch(studioActions.lessonAddRequested({ sectionId: dialog.section.id, title, kind: dialog.lessonKind }));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'deleteSection' && (
        <ConfirmDialog
          title={t('STUDIO.OUTLINE.DELETE_SECTION', { title: dialog.section.title })}
          text={t('STUDIO.OUTLINE.DELETE_SECTION_TEXT', { count: dialog.section.lessons.length })}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            dispatch(studioActions.sectionDeleteRequested({ sectionId: dialog.section.id }));
            if (selection.kind === 'lesson' && dialog.section.lessons.some((l) => l.id === selection.id)) onSelect({ kind: 'course' });
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'deleteLesson' && (
        <ConfirmDialog
          title={t('STUDIO.OUTLINE.DELETE_LESSON', { title: dialog.lesson.title })}
          text={t('STUDIO.OUTLINE.DELETE_LESSON_TEXT')}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            dispatch(studioActions.lessonDeleteRequested({ lessonId: dialog.lesson.id }));
            if (selection.kind === 'lesson' && selection.id === dialog.lesson.id) onSelect({ kind: 'course' });
            setDialog(null);
          }}
        />
      )}
    </Box>
  );
}
