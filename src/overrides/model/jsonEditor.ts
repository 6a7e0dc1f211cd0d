/**
 * The raw JSON tab's editor: CodeMirror 6 with the JSON language, completion and inline errors from
 * the resource files' meta-schema (codemirror-json-schema's completion and linter, not its bundle:
 * the bundle's hover pulls a syntax highlighter compiled as WebAssembly, which the policy refuses),
 * and the last apply's problems drawn at the places their pointers name.
 * Loaded with the tab only; the meta-schema comes with it, in its own chunk.
 */
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import { basicSetup, EditorView } from 'codemirror';
import { getJsonPointers, handleRefresh, jsonCompletion, jsonSchemaLinter, stateExtensions } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import { tags } from '@lezer/highlight';
import type { Problem } from './problemPlaces';

export interface EditorColours {
  dark: boolean; background: string; text: string; muted: string; selection: string; border: string;
  /** The theme's colours for strings, numbers and true/false/null: legible in light and dark alike. */
  string: string; number: string; keyword: string;
}

const highlight = (colours: EditorColours) => syntaxHighlighting(HighlightStyle.define([
  { tag: tags.propertyName, color: colours.text },
  { tag: tags.string, color: colours.string },
  { tag: tags.number, color: colours.number },
  { tag: [tags.bool, tags.null], color: colours.keyword },
]));

const theme = (colours: EditorColours) => EditorView.theme({
  // No scrolling box of its own (the page scrolls, lines wrap): a region that scrolls would need a tab stop of its own.
  '&': { backgroundColor: colours.background, color: colours.text, border: `1px solid ${colours.border}`, borderRadius: '4px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '13px' },
  '.cm-gutters': { backgroundColor: colours.background, color: colours.muted, borderRight: `1px solid ${colours.border}` },
  '.cm-content': { caretColor: colours.text },
  '.cm-cursor': { borderLeftColor: colours.text },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: colours.selection },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
}, { dark: colours.dark });

/** The nearest place a pointer names in the document: itself, else the closest parent the text has. */
function placeOf(pointers: ReturnType<typeof getJsonPointers>, pointer: string) {
  for (let at = pointer; ; at = at.slice(0, at.lastIndexOf('/'))) {
    const place = pointers.get(at);
    if (place) return { from: place.keyFrom, to: place.keyTo };
    if (!at) return { from: 0, to: 0 };
  }
}

/** The server's problems of this file as diagnostics at their pointers. */
const problemsLinter = (problems: Problem[]) => linter((view): Diagnostic[] => {
  const pointers = getJsonPointers(view.state, 'json4');
  return problems.map((problem) => ({ ...placeOf(pointers, problem.pointer), severity: 'error', message: problem.reason, source: problem.pointer }));
});

/** createJsonEditor(parent, text, schema, colours, onText): the editor, telling onText every change of the text. */
export function createJsonEditor(parent: HTMLElement, text: string, schema: JSONSchema7, colours: EditorColours, problems: Problem[], onText: (text: string) => void, label: string) {
  const extensions: Extension[] = [
    // Line numbers, history, brackets, search and completion's keys; Tab leaves the editor (keyboard users are not trapped).
    basicSetup,
    EditorView.lineWrapping,
    lintGutter(),
    json(),
    linter(jsonParseLinter()),
    linter(jsonSchemaLinter(), { needsRefresh: handleRefresh }),
    jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
    stateExtensions(schema),
    problemsLinter(problems),
    theme(colours),
    highlight(colours),
    EditorView.contentAttributes.of({ 'aria-label': label }),
    EditorView.updateListener.of((update) => { if (update.docChanged) onText(update.state.doc.toString()); }),
  ];
  return new EditorView({ parent, state: EditorState.create({ doc: text, extensions }) });
}

/** The meta-schema, fetched with the tab's chunk. */
export const loadMetaSchema = () => import('../../../schemas/meta/resource.schema.json').then((module) => module.default as unknown as JSONSchema7);
