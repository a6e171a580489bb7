package browsertest

import (
	"context"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// Env, set to 1, says that the browser tests must run: CI installs
// chromium and sets it, so that they fail rather than skip there.
const Env = "RULERUN_BROWSER_TEST"

// starts is how many times a test tries to start chromium: on a loaded
// machine its launcher now and then exits before the browser listens,
// which is not what any test checks.
const starts = 3

// timeout bounds all of a test's browsing.
const timeout = 120 * time.Second

// Chromium returns the path of chromium, or skips the test when it is not
// installed (fails it when Env says the browser tests must run).
func Chromium(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if os.Getenv(Env) == "1" {
		t.Fatalf("%s=1 but chromium is not installed: apt-get install chromium", Env)
	}
	t.Skipf("chromium is not installed, so the browser test does not run: apt-get install chromium (CI installs it and sets %s=1)", Env)
	return ""
}

// Start starts headless chromium at path for a test, trying again when it
// fails to start; the browser's context is cancelled when the test ends.
func Start(t testing.TB, path string) context.Context {
	t.Helper()
	var err error
	for range starts {
		var ctx context.Context
		if ctx, err = start(t, path); err == nil {
			return ctx
		}
		t.Logf("chromium did not start (%v); trying again", err)
	}
	require.NoError(t, err, "chromium starts")
	return nil
}

// start starts headless chromium once. No sandbox: CI runs as root, where
// chromium starts only without it, and the browser opens nothing but the
// test's own server.
func start(t testing.TB, path string) (context.Context, error) {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelBrowser := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, timeout)
	stop := func() { cancelTime(); cancelBrowser(); cancelAlloc() }
	if err := chromedp.Do(ctx); err != nil {
		stop()
		return nil, err
	}
	t.Cleanup(stop)
	return ctx, nil
}
