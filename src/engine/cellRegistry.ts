import { HtmlExcerpt } from './fields/HtmlExcerpt';
import { createRegistry, displayEntries } from './registry';

/** The cell slot (list rows), rich text as a plain-text excerpt: cellRegistry.register(rankWith(5, nameIs('cost')), Money). */
export const cellRegistry = createRegistry(displayEntries(HtmlExcerpt));
