// A plain text area standing in for the rich text editor in component tests (TipTap needs a real layout):
// `jest.mock('../studio/RichTextEditor', () => jest.requireActual('../../testing/richTextEditorStandIn'))`.
export function RichTextEditor({ label, value, onChange }: { label: string; value: string; onChange: (html: string) => void }) {
  return <textarea aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />;
}
