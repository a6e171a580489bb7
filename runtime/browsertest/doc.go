// Package browsertest starts headless chromium for the tests that drive
// rulerun's web pages (the table of `rulerun serve`, the reports of
// `simulate` and `tune`) as a player would. Only tests import it: the
// rulerun binary never links a browser.
//
// CI installs chromium and sets RULERUN_BROWSER_TEST=1, so that a missing
// browser fails the tests there instead of skipping them.
package browsertest
