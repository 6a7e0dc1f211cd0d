import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Box, IconButton, Paper } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import { useTranslate } from 'ra-core';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { withoutEventHandlers } from '../fields/withoutEventHandlers';
import { focusRing } from '../theme';

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  onChange(html: string): void;
}

/** tiptap mounted on a div (no React binding needed); an empty document is emitted as ''. */
export default function RichTextEditor({ id, label, value, disabled, onChange }: RichTextEditorProps) {
  const translate = useTranslate();
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor>();
  const changed = useEffectEvent((html: string) => onChange(html));
  // The editor is created once, with what the first render has; later values and the disabled state
  // arrive through the effects below.
  const create = useEffectEvent(() => new Editor({
    element: host.current!,
    extensions: [StarterKit],
    // The editor keeps no handler attribute anyway; taken out first, the policy has none to refuse.
    content: withoutEventHandlers(value),
    editable: !disabled,
    editorProps: { attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'sd-rich-text' } },
    onUpdate: ({ editor: current }) => changed(current.isEmpty ? '' : current.getHTML()),
  }));
  useEffect(() => {
    const instance = create();
    setEditor(instance);
    return () => instance.destroy();
  }, []);
  // Without an update event: becoming read-only while a form saves changes no value.
  useEffect(() => { if (editor && editor.isEditable === Boolean(disabled)) editor.setEditable(!disabled, false); }, [editor, disabled]);
  useEffect(() => {
    // A reloaded record replaces the content unless the user is typing in it.
    if (editor && !editor.isFocused && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(withoutEventHandlers(value));
  }, [editor, value]);
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => editor && command(editor.chain().focus()).run();
  return (
    <Paper variant="outlined">
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}>
        <IconButton size="small" aria-label={translate('sd.editor.bold')} onClick={() => run((c) => c.toggleBold())}><FormatBoldIcon fontSize="small" /></IconButton>
        <IconButton size="small" aria-label={translate('sd.editor.italic')} onClick={() => run((c) => c.toggleItalic())}><FormatItalicIcon fontSize="small" /></IconButton>
        <IconButton size="small" aria-label={translate('sd.editor.bullets')} onClick={() => run((c) => c.toggleBulletList())}><FormatListBulletedIcon fontSize="small" /></IconButton>
      </Box>
      <Box ref={host} sx={{ px: 1.5, minHeight: 120, '& .sd-rich-text': { outline: 'none', minHeight: 110 }, '& .sd-rich-text:focus-visible': (theme) => focusRing(theme, 4) }} />
    </Paper>
  );
}
