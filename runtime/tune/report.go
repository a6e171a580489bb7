package tune

import (
	"bytes"
	"fmt"
	"html"
	"html/template"
	"io"
	"math"
	"strings"
)

// Made says how a report was made, for its foot: the command as typed and
// the build.
type Made struct {
	Command string
	Version string
}

// WriteReport writes the race as one self-contained HTML page: the answer,
// then each target's figure against the candidates, with its interval and
// the target's band, the values that meet every target marked; then the
// table of the text output.
func WriteReport(w io.Writer, s *Summary, made Made) error {
	var text bytes.Buffer
	WriteText(&text, s)
	var charts []template.HTML
	for i := range s.Targets {
		charts = append(charts, template.HTML(chartSVG(s, i))) // #nosec G203 -- built from escaped text
	}
	return page.Execute(w, map[string]any{"S": s, "Answer": answerText(s), "Charts": charts, "Text": text.String(), "Made": made})
}

// Chart geometry, in pixels.
const (
	chartW, chartH       = 760.0, 300.0
	padL, padR           = 64.0, 16.0
	padT, padB           = 34.0, 64.0
	meetsColor, outColor = "#1b7f3b", "#9a9a9a"
	doubtColor, bandFill = "#d9822b", "#cfe8d6"
)

// chartSVG draws target i's figure of every candidate.
func chartSVG(s *Summary, i int) string {
	t := s.Targets[i]
	lo, hi := chartRange(s, i)
	n := len(s.Candidates)
	x := func(k int) float64 { return padL + (float64(k)+0.5)*(chartW-padL-padR)/float64(max(1, n)) }
	y := func(v float64) float64 { return chartH - padB - (v-lo)/(hi-lo)*(chartH-padT-padB) }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %.0f %.0f" width="%.0f" height="%.0f" role="img" aria-label="%s">`,
		chartW, chartH, chartW, chartH, esc(t.Expr))
	fmt.Fprintf(&b, `<text x="%.0f" y="20" class="title">%s (%s): target %s</text>`, padL, esc(t.Figure), esc(t.Units), esc(t.Expr))
	blo, bhi := t.band()
	top, bottom := y(math.Min(bhi, hi)), y(math.Max(blo, lo))
	fmt.Fprintf(&b, `<rect class="band" x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>target %s</title></rect>`,
		padL, top, chartW-padL-padR, math.Max(0, bottom-top), bandFill, esc(t.Expr))
	for _, v := range ticks(lo, hi) {
		fmt.Fprintf(&b, `<line x1="%.0f" x2="%.0f" y1="%.1f" y2="%.1f" stroke="#ddd"/><text x="%.0f" y="%.1f" text-anchor="end" class="tick">%s</text>`,
			padL, chartW-padR, y(v), y(v), padL-6, y(v)+4, fmtNum(v))
	}
	fmt.Fprintf(&b, `<line x1="%.0f" x2="%.0f" y1="%.0f" y2="%.0f" stroke="#333"/>`, padL, chartW-padR, chartH-padB, chartH-padB)
	for k, c := range s.Candidates {
		writeCandidate(&b, c, c.Figures[i], x(k), y)
	}
	fmt.Fprintf(&b, `<text x="%.0f" y="%.0f" class="axis">%s</text></svg>`, padL, chartH-8, esc(strings.Join(s.Tuned, ", ")))
	return b.String()
}

// writeCandidate draws one candidate's figure: its interval, its value, its
// label, and a mark when it meets every target.
func writeCandidate(b *strings.Builder, c Candidate, f Figure, x float64, y func(float64) float64) {
	color := map[string]string{Meets: meetsColor, Out: outColor, Doubt: doubtColor}[f.Verdict]
	label := strings.Join(settingValues(c), ",")
	fmt.Fprintf(b, `<text x="%.1f" y="%.0f" text-anchor="middle" class="tick">%s</text>`, x, chartH-padB+16, esc(label))
	if c.Verdict == Meets {
		fmt.Fprintf(b, `<text x="%.1f" y="%.0f" text-anchor="middle" class="meets">meets all</text>`, x, chartH-padB+32)
	}
	if !f.Known {
		return
	}
	tip := fmt.Sprintf("%s: %.2f (%.2f to %.2f), %s, %d games", c.Label, f.Value, f.Lo, f.Hi, f.Verdict, c.Games)
	fmt.Fprintf(b, `<g class="candidate"><title>%s</title><line x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f" stroke="%s" stroke-width="3"/>`,
		esc(tip), x, x, y(f.Lo), y(f.Hi), color)
	fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="5" fill="%s"/></g>`, x, y(f.Value), color)
}

// settingValues are a candidate's values, for its label on the axis.
func settingValues(c Candidate) []string {
	out := make([]string, len(c.Settings))
	for i, s := range c.Settings {
		out[i] = s.Value
	}
	return out
}

// chartRange is the range of target i's chart: every known interval and
// the band's finite ends, with a margin.
func chartRange(s *Summary, i int) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	widen := func(v float64) { lo, hi = math.Min(lo, v), math.Max(hi, v) }
	blo, bhi := s.Targets[i].band()
	for _, v := range []float64{blo, bhi} {
		if !math.IsInf(v, 0) {
			widen(v)
		}
	}
	for _, c := range s.Candidates {
		if f := c.Figures[i]; f.Known {
			widen(f.Lo)
			widen(f.Hi)
		}
	}
	if hi <= lo {
		lo, hi = lo-1, lo+1
	}
	m := (hi - lo) * 0.08
	return lo - m, hi + m
}

// ticks are about five round values between lo and hi.
func ticks(lo, hi float64) []float64 {
	step := math.Pow(10, math.Floor(math.Log10((hi-lo)/5)))
	for _, f := range []float64{2, 5, 10} {
		if (hi-lo)/step <= 6 {
			break
		}
		step = f * math.Pow(10, math.Floor(math.Log10((hi-lo)/5)))
	}
	var out []float64
	for v := math.Ceil(lo/step) * step; v <= hi; v += step {
		t := math.Round(v/step) * step
		if t == 0 {
			t = 0 // not -0
		}
		out = append(out, t)
	}
	return out
}

func esc(s string) string { return html.EscapeString(s) }

var page = template.Must(template.New("tune").Funcs(template.FuncMap{"mul100": func(x float64) float64 { return 100 * x }}).Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>rulerun tune: {{.S.Script}}</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;max-width:1000px;color:#222}
pre{background:#f6f6f6;padding:12px;overflow-x:auto;font-size:13px;width:max-content;max-width:calc(100vw - 72px)}
svg{display:block;margin:12px 0;background:#fff;border:1px solid #e4e4e4}
.title{font-weight:600;font-size:14px}.tick{font-size:11px;fill:#444}.axis{font-size:12px;fill:#222}
.meets{font-size:11px;fill:#1b7f3b;font-weight:600}
.key span{display:inline-block;margin-right:16px}.key i{display:inline-block;width:12px;height:12px;margin-right:4px;vertical-align:middle}
</style></head><body>
<section id="answer"><h1>Tuning {{.S.Script}}</h1><p class="answer">{{.Answer}}</p>
<p>{{.S.Games}} games played; a full grid would have played {{.S.GridGames}}. A figure is in its band when each end of its interval holds the truth with a chance of {{printf "%.2f" (mul100 .S.InLevel)}}%, out of it when its interval at {{printf "%.2f" (mul100 .S.Level)}}% misses it (95% for a value over its looks and targets).</p></section>
<section id="charts"><h2>Each target against the values</h2>
<p class="key"><span><i style="background:#cfe8d6"></i>the target's band</span><span><i style="background:#1b7f3b"></i>in the band</span><span><i style="background:#d9822b"></i>in doubt</span><span><i style="background:#9a9a9a"></i>out</span>: a dot is the figure, its bar the interval; "meets all" marks the values that meet every target.</p>
{{range .Charts}}{{.}}{{end}}</section>
<section id="table"><h2>The race</h2><pre>{{.Text}}</pre></section>
<footer><p>Made by <code>{{.Made.Command}}</code>, rulerun {{.Made.Version}}. The race: {{.S.Method}}.</p></footer>
</body></html>
`))
