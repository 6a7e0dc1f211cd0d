/**
 * A mail asking someone to decide: what is asked, a summary of what is to be decided, and one button
 * per decision opening the public page with that choice ready (?decision=approve). The buttons only
 * choose: the page's own POST, after the comment, decides, so a mail scanner following every link
 * decides nothing. Written as HTML with a plain-text part; every text is escaped, every link a path on
 * this server that delivery makes absolute with PUBLIC_URL (absoluteLinks.ts).
 */
import { escapeHtml } from '../escapeHtml';

export interface DecisionChoice {
  /** The page's query value and the POST's word: approve, deny, reject. */
  decision: string;
  label: string;
  /** The button's colour: white text on it keeps 4.5:1. */
  colour: string;
}

export interface DecisionMailContent {
  /** One sentence: what the reader is asked. */
  lead: string;
  /** What is to be decided, as [label, text]; an empty text shows '---'. */
  facts: Array<[string, string | null]>;
  /** The public page, relative to this server. */
  path: string;
  choices: DecisionChoice[];
}

/** The two parts of the mail: the HTML body and its plain-text alternative. */
export interface MailParts {
  body: string;
  text: string;
}

/** The colours of the usual choices: the app's success and error colours, 5.1:1 and 5.6:1 under white. */
export const CHOICE_COLOURS = { approve: '#2e7d32', refuse: '#c62828' } as const;

const EMPTY = '---';
const NOTE = 'Each button opens the approval page with that choice ready; nothing is decided until you confirm it there with your comment.';
const OPEN = 'Open the approval page';

const withChoice = (path: string, decision: string) => `${path}${path.includes('?') ? '&' : '?'}decision=${encodeURIComponent(decision)}`;

function html({ lead, facts, path, choices }: DecisionMailContent): string {
  const rows = facts.map(([label, value]) => `<tr><th scope="row" style="text-align:left;font-weight:normal;color:#555555;padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th>`
    + `<td style="padding:4px 0;vertical-align:top">${escapeHtml(value || EMPTY)}</td></tr>`).join('');
  const buttons = choices.map(({ decision, label, colour }) => `<a href="${escapeHtml(withChoice(path, decision))}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 24px;`
    + `border-radius:4px;background:${colour};color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a>`).join('');
  // Its own white ground: dark text must not land on a dark theme's background (a mail program's, the outbox's).
  return '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1f1f1f;background:#ffffff;padding:16px">'
    + `<p style="margin:0 0 12px">${escapeHtml(lead)}</p>`
    + `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`
    + `<p style="margin:0 0 8px">${buttons}</p>`
    + `<p style="margin:0;color:#555555">${escapeHtml(NOTE)} <a href="${escapeHtml(path)}">${OPEN}</a>.</p></div>`;
}

function text({ lead, facts, path, choices }: DecisionMailContent): string {
  return [
    lead, '',
    ...facts.map(([label, value]) => `${label}: ${value || EMPTY}`), '',
    ...choices.map(({ decision, label }) => `${label}: ${withChoice(path, decision)}`),
    `${OPEN}: ${path}`, '',
    NOTE,
  ].join('\n');
}

/** decisionMail({ lead, facts, path, choices }) → { body: '<div …>', text: 'lead\n\n…' }. */
export function decisionMail(content: DecisionMailContent): MailParts {
  return { body: html(content), text: text(content) };
}
