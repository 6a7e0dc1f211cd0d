import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { EditorView } from 'codemirror';
import { formatModelFile } from '../../kernel';
import { createJsonEditor, loadMetaSchema } from './jsonEditor';
import type { Problem } from './problemPlaces';
import type { Json } from './propertyKinds';

interface RawJsonTabProps {
  file: Json;
  onChange(file: Json): void;
  /** The last apply's problems of this file, drawn at their places. */
  problems: Problem[];
}

/** The JSON the text holds when it is an object, else why not. */
function parsed(text: string): { value?: Json; error?: string } {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? { value: value as Json } : { error: 'not an object' };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/**
 * The resource's whole file as JSON in CodeMirror, checked against the meta-schema as it is typed
 * (completion with Ctrl+Space); the text goes into the draft when the administrator keeps it.
 */
export default function RawJsonTab({ file, onChange, problems: given }: RawJsonTabProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const start = useMemo(() => formatModelFile(file), [file]);
  const [text, setText] = useState(start);
  const [ready, setReady] = useState(false);
  // The same problems in a new list (each page redraw) keep the editor and what is typed in it.
  const problemKey = JSON.stringify(given);
  const problems = useMemo(() => JSON.parse(problemKey) as Problem[], [problemKey]);
  const colours = useMemo(() => ({
    dark: theme.palette.mode === 'dark', background: theme.palette.background.paper, text: theme.palette.text.primary,
    muted: theme.palette.text.secondary, selection: theme.palette.action.selected, border: theme.palette.divider,
    // The dark shade on a light page, the light one on a dark page: 4.5:1 either way.
    ...Object.fromEntries((['success', 'info', 'secondary'] as const).map((colour, index) => [['string', 'number', 'keyword'][index],
      theme.palette[colour][theme.palette.mode === 'dark' ? 'light' : 'dark']])) as Record<'string' | 'number' | 'keyword', string>,
  }), [theme]);
  useEffect(() => {
    let gone = false;
    void loadMetaSchema().then((schema) => {
      if (gone || !host.current) return;
      view.current = createJsonEditor(host.current, start, schema, colours, problems, setText, translate('data_model.raw.label'));
      setReady(true);
    });
    return () => { gone = true; view.current?.destroy(); view.current = undefined; };
  }, [start, colours, problems, translate]);
  const result = parsed(text);
  const changed = result.value !== undefined && JSON.stringify(result.value) !== JSON.stringify(file);
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>{translate('data_model.raw.help')}</Typography>
      <Button variant="contained" sx={{ mb: 1 }} disabled={!changed} onClick={() => onChange(result.value!)}>{translate('data_model.raw.keep')}</Button>
      {result.error && text !== start && <Alert severity="info" sx={{ mb: 1 }}>{translate('data_model.raw.invalid', { message: result.error })}</Alert>}
      {!ready && <LinearProgress aria-label={translate('data_model.raw.loading')} />}
      <div ref={host} />
    </Box>
  );
}
