// The body of a news item or post: HTML the server kept to safe markup when it was saved (the lesson
// rules: headings, paragraphs, lists, links, code, images; no script, handler or javascript: URL), so it
// is inserted as it is. `lang`: the language of the text when it is not the page's.
import Box from '@mui/material/Box';

export function ContentHtml({ html, lang }: { html: string; lang?: string }) {
  return (
    <Box
      lang={lang}
      data-testid="content-body"
      sx={{
        lineHeight: 1.8,
        overflowWrap: 'anywhere',
        '& p, & ul, & ol, & blockquote, & pre': { mt: 0, mb: 2 },
        '& h2, & h3, & h4': { lineHeight: 1.3, mt: 3, mb: 1.5 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& pre': { overflowX: 'auto', p: 2, bgcolor: 'action.hover', borderRadius: 1 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
