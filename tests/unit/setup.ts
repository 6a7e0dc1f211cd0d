import { configure } from '@testing-library/dom';

// A busy 2-core CI machine can take more than the default second to re-render after a click; the
// specs wait for what the user would see, so they may wait longer without asserting anything weaker.
configure({ asyncUtilTimeout: 5000 });
