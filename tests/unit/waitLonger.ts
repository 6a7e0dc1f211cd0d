import { configure } from '@testing-library/dom';

// findBy* and waitFor give up after one second by default; on a loaded 2-core machine a screen's first
// render with its lazy chunks can take longer, and a test then fails on time rather than behaviour.
configure({ asyncUtilTimeout: 5000 });
