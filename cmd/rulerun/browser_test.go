package main

import (
	"context"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// browserEnv, set to 1, says that the browser tests must run: CI installs
// chromium and sets it, so that the tests fail rather than skip there.
const browserEnv = "RULERUN_BROWSER_TEST"

// findChromium returns the path of chromium, or skips the test when it is
// not installed (fails when browserEnv says it must be).
func findChromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if os.Getenv(browserEnv) == "1" {
		t.Fatalf("%s=1 but chromium is not installed: apt-get install chromium", browserEnv)
	}
	t.Skipf("chromium is not installed, so the browser test does not run: apt-get install chromium (CI installs it and sets %s=1)", browserEnv)
	return ""
}

// browserStarts is how many times a test tries to start chromium: on a
// loaded machine it now and then crashes as it starts, which is not what
// any test checks.
const browserStarts = 3

// newBrowser starts headless chromium for a test, trying again when it
// fails to start.
func newBrowser(t *testing.T, chromium string) context.Context {
	t.Helper()
	var err error
	for range browserStarts {
		var ctx context.Context
		if ctx, err = startBrowser(t, chromium); err == nil {
			return ctx
		}
		t.Logf("chromium did not start (%v); trying again", err)
	}
	require.NoError(t, err, "chromium starts")
	return nil
}

// startBrowser starts headless chromium once, its context cancelled when
// the test ends.
func startBrowser(t *testing.T, chromium string) (context.Context, error) {
	t.Helper()
	// No sandbox: CI runs as root, where chromium starts only without it;
	// the browser opens nothing but the test's own server.
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium), chromedp.NoSandbox)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelBrowser := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, 120*time.Second)
	t.Cleanup(func() { cancelTime(); cancelBrowser(); cancelAlloc() })
	return ctx, chromedp.Do(ctx)
}
