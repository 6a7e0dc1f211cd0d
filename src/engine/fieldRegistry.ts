import { HtmlText } from './fields/HtmlText';
import { createRegistry, displayEntries } from './registry';

/**
 * The field slot (show pages): fieldRegistry.register(rankWith(5, nameIs('cost')), Money). Apart from
 * the cell slot because its rich text opens sanitised HTML, and DOMPurify is not needed by a list.
 */
export const fieldRegistry = createRegistry(displayEntries(HtmlText));
