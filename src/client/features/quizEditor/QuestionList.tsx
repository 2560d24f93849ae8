// The quiz's fixed questions in order. Reordering: drag and drop (pointer, touch and dnd-kit's keyboard
// sensor, as in the course outline) and Move up / Move down buttons on every question; each move is
// announced ("Question 2 moved to position 3 of 5") and the new order is autosaved with the settings.
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { QuizQuestion } from '../../../shared/schemas/quiz';
import { useSortableDnd } from '../studio';
import { moved, movedTo, plainText } from './quizForm';
import { visuallyHidden } from '../../lib/visuallyHidden';

/** A question in the list: the bank's copy, or only its id while a question picked from the bank is not loaded yet. */
export type ListedQuestion = { id: number; question: QuizQuestion | null };

const dndId = (id: number) => `question-${id}`;

function SortableRow({ id, label, children }: { id: number; label: string; children: (handle: ReactNode) => ReactNode }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: dndId(id) });
  const handle = (
    <IconButton ref={setActivatorNodeRef} size="small" aria-label={t('QUIZ_EDITOR.LIST.DRAG', { title: label })} sx={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
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

export interface QuestionListProps {
  questions: readonly ListedQuestion[];
  /** The new order of the question ids. */
  onReorder: (ids: number[]) => void;
  onEdit: (question: QuizQuestion) => void;
  onRemove: (id: number) => void;
}

export function QuestionList({ questions, onReorder, onEdit, onRemove }: QuestionListProps) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const [confirm, setConfirm] = useState<{ id: number; label: string } | null>(null);
  const dnd = useSortableDnd({ instructions: 'QUIZ_EDITOR.LIST.DND_INSTRUCTIONS', picked: 'QUIZ_EDITOR.LIST.DND_PICKED', cancelled: 'QUIZ_EDITOR.LIST.DND_CANCELLED' });
  const ids = questions.map((q) => q.id);
  const labelOf = (q: ListedQuestion, index: number) => t('QUIZ_EDITOR.LIST.QUESTION_N', { n: index + 1, text: q.question ? plainText(q.question.prompt).slice(0, 60) : `#${q.id}` });

  const apply = (next: number[] | null, id: number) => {
    if (!next) return;
    onReorder(next);
    const position = next.indexOf(id) + 1;
    const question = questions.find((q) => q.id === id);
    const text = question?.question ? plainText(question.question.prompt).slice(0, 60) : `#${id}`;
    setAnnouncement(t('QUIZ_EDITOR.LIST.MOVED', { text, position, count: next.length }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.findIndex((id) => dndId(id) === active.id);
    const to = ids.findIndex((id) => dndId(id) === over.id);
    if (from < 0 || to < 0) return;
    const id = ids[from] as number;
    apply(movedTo(ids, from, to), id);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box role="status" aria-live="polite" data-testid="quiz-announcement" sx={visuallyHidden}>
        {announcement}
      </Box>
      {questions.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
          {t('QUIZ_EDITOR.LIST.EMPTY')}
        </Typography>
      ) : (
        <DndContext
          {...dnd}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={ids.map(dndId)} strategy={verticalListSortingStrategy}>
            <Box component="ol" aria-label={t('QUIZ_EDITOR.LIST.LABEL')} sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
              {questions.map((item, index) => {
                const label = labelOf(item, index);
                const q = item.question;
                return (
                  <SortableRow key={item.id} id={item.id} label={label}>
                    {(handle) => (
                      <Box data-testid={`question-${item.id}`} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: 'background.paper' }}>
                        {handle}
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                          <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                            {index + 1}. {q ? plainText(q.prompt) || '—' : t('QUIZ_EDITOR.LIST.LOADING_QUESTION', { id: item.id })}
                          </Typography>
                          {q && (
                            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                              <Chip size="small" label={t(`QUIZ_EDITOR.TYPE.${q.type.toUpperCase()}`)} />
                              <Chip size="small" variant="outlined" label={t('QUIZ_EDITOR.LIST.POINTS', { count: q.points })} />
                              {q.tags.map((tag) => (
                                <Chip key={tag} size="small" variant="outlined" label={`#${tag}`} />
                              ))}
                            </Box>
                          )}
                        </Box>
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center' }}>
                          <IconButton size="small" disabled={index === 0} aria-label={t('QUIZ_EDITOR.LIST.MOVE_UP', { title: label })} onClick={() => apply(moved(ids, index, -1), item.id)}>
                            <Box component="span" aria-hidden sx={{ fontSize: 14, lineHeight: 1 }}>
                              ▲
                            </Box>
                          </IconButton>
                          <IconButton size="small" disabled={index === questions.length - 1} aria-label={t('QUIZ_EDITOR.LIST.MOVE_DOWN', { title: label })} onClick={() => apply(moved(ids, index, 1), item.id)}>
                            <Box component="span" aria-hidden sx={{ fontSize: 14, lineHeight: 1 }}>
                              ▼
                            </Box>
                          </IconButton>
                          {q && (
                            <Button size="small" onClick={() => onEdit(q)} aria-label={t('QUIZ_EDITOR.LIST.EDIT', { title: label })}>
                              {t('QUIZ_EDITOR.EDIT')}
                            </Button>
                          )}
                          <Button size="small" color="error" onClick={() => setConfirm({ id: item.id, label })} aria-label={t('QUIZ_EDITOR.LIST.REMOVE', { title: label })}>
                            {t('QUIZ_EDITOR.REMOVE')}
                          </Button>
                        </Box>
                      </Box>
                    )}
                  </SortableRow>
                );
              })}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      {confirm && (
        <Dialog open onClose={() => setConfirm(null)} aria-labelledby="quiz-remove-title">
          <DialogTitle id="quiz-remove-title">{t('QUIZ_EDITOR.LIST.REMOVE', { title: confirm.label })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('QUIZ_EDITOR.LIST.REMOVE_TEXT')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirm(null)} autoFocus>
              {t('QUIZ_EDITOR.CANCEL')}
            </Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => {
                onRemove(confirm.id);
                setAnnouncement(t('QUIZ_EDITOR.LIST.REMOVED', { title: confirm.label }));
                setConfirm(null);
              }}
            >
              {t('QUIZ_EDITOR.REMOVE')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
