// Rich text (a text lesson's body, a quiz question's prompt): TipTap (headings, lists, links, code,
// images) with a toolbar that is a real toolbar for assistive technology (role, label, pressed states;
// arrow keys move between buttons). Loaded on demand through RichTextEditor (its own chunk: ProseMirror
// is most of the editor's weight, and only authors writing text need it).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './RichTextEditor';

interface Tool {
  key: string;
  label: string;
  text: string;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

const TOOLS: Tool[] = [
  { key: 'h2', label: 'STUDIO.RTE.HEADING2', text: 'H2', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: 'h3', label: 'STUDIO.RTE.HEADING3', text: 'H3', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: 'bold', label: 'STUDIO.RTE.BOLD', text: 'B', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', label: 'STUDIO.RTE.ITALIC', text: 'I', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'ul', label: 'STUDIO.RTE.BULLET_LIST', text: '•', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'ol', label: 'STUDIO.RTE.ORDERED_LIST', text: '1.', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'code', label: 'STUDIO.RTE.CODE', text: '</>', active: (e) => e.isActive('codeBlock'), run: (e) => e.chain().focus().toggleCodeBlock().run() },
  { key: 'quote', label: 'STUDIO.RTE.QUOTE', text: '❝', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

const httpsUrl = (text: string) => /^https:\/\/\S+$/i.test(text.trim());

/**
 * A tool's accessible name. It starts with the button's visible text when that text is a word a speech
 * user would say ("H2", "1."; WCAG 2.5.3 label in name); a lone letter or a symbol (B, I, •, ❝) is not.
 */
function toolName(tool: Tool, label: string): string {
  return tool.text.length > 1 && /[\p{L}\p{N}]/u.test(tool.text) ? `${tool.text} ${label}` : label;
}

export default function TipTapEditor({ label, value, onChange }: RichTextEditorProps) {
  const { t } = useTranslation();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const [url, setUrl] = useState('');
  const [, force] = useState(0);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['https'] } }), Image],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'studio-rte' } },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.getHTML()),
    onSelectionUpdate: () => force((n) => n + 1),
  });

  // Another value from outside (take theirs, a restored draft): the editor shows it.
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[(index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length];
    next?.focus();
    event.preventDefault();
  };

  const apply = () => {
    if (!editor || !httpsUrl(url)) return;
    if (panel === 'link') editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
    else editor.chain().focus().setImage({ src: url.trim() }).run();
    setPanel(null);
    setUrl('');
  };

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box role="toolbar" aria-label={t('STUDIO.RTE.TOOLBAR', { label })} onKeyDown={onToolbarKey} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {TOOLS.map((tool) => (
          <Button
            key={tool.key}
            size="small"
            variant={editor && tool.active(editor) ? 'contained' : 'text'}
            aria-label={toolName(tool, t(tool.label))}
            aria-pressed={editor ? tool.active(editor) : false}
            onClick={() => editor && tool.run(editor)}
            sx={{ minWidth: 36, fontWeight: 700 }}
          >
            {tool.text}
          </Button>
        ))}
        <Button size="small" aria-expanded={panel === 'link'} onClick={() => setPanel(panel === 'link' ? null : 'link')}>
          {t('STUDIO.RTE.LINK')}
        </Button>
        <Button size="small" aria-expanded={panel === 'image'} onClick={() => setPanel(panel === 'image' ? null : 'image')}>
          {t('STUDIO.RTE.IMAGE')}
        </Button>
      </Box>
      {panel && (
        <Box sx={{ display: 'flex', gap: 1, p: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            autoFocus
            label={t(panel === 'link' ? 'STUDIO.RTE.LINK_URL' : 'STUDIO.RTE.IMAGE_URL')}
            value={url}
            error={url !== '' && !httpsUrl(url)}
            helperText={url !== '' && !httpsUrl(url) ? t('STUDIO.RTE.HTTPS_ONLY') : ' '}
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                apply();
              }
              if (e.key === 'Escape') setPanel(null);
            }}
            sx={{ flex: 1 }}
          />
          <Button onClick={apply} disabled={!httpsUrl(url)}>
            {t('STUDIO.RTE.INSERT')}
          </Button>
        </Box>
      )}
      <Box sx={{ p: 1.5, minHeight: 240, '& .studio-rte': { outline: 'none', minHeight: 220 }, '& img': { maxWidth: '100%' }, '& pre': { p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' } }}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
