package chart

import (
	"fmt"
	"math"
)

// The size of a chart of the report page, and its margins for axes and
// labels.
const (
	Width, Height = 360.0, 200.0
	PadL, PadR    = 44.0, 10.0
	PadT, PadB    = 10.0, 36.0
)

// Frame is a chart's plotting area with its scales: values from 0 to XMax
// and YMax placed on the shapes of SVG.
type Frame struct {
	SVG        *SVG
	XMax, YMax float64
}

// NewFrame starts a chart of size w by h titled title, with its two axes.
func NewFrame(title string, w, h, xMax, yMax float64) Frame {
	f := Frame{SVG: &SVG{W: w, H: h, Title: title}, XMax: xMax, YMax: yMax}
	f.SVG.Lines = append(f.SVG.Lines, Line{PadL, f.Y(0), w - PadR, f.Y(0), "axis"}, Line{PadL, PadT, PadL, f.Y(0), "axis"})
	return f
}

// X places a value of the x axis on the chart.
func (f Frame) X(v float64) float64 { return PadL + v/f.XMax*(f.SVG.W-PadL-PadR) }

// Y places a value of the y axis on the chart.
func (f Frame) Y(v float64) float64 { return f.SVG.H - PadB - v/f.YMax*(f.SVG.H-PadT-PadB) }

// XTicks marks values along the x axis, and labels it.
func (f Frame) XTicks(label string) {
	for _, v := range Ticks(f.XMax) {
		f.SVG.Lines = append(f.SVG.Lines, Line{f.X(v), f.Y(0), f.X(v), f.Y(0) + 4, "axis"})
		f.SVG.Texts = append(f.SVG.Texts, Text{X: f.X(v), Y: f.Y(0) + 15, S: fmt.Sprintf("%g", v), Anchor: "middle"})
	}
	f.SVG.Texts = append(f.SVG.Texts, Text{X: (PadL + f.SVG.W - PadR) / 2, Y: f.SVG.H - 4, S: label, Anchor: "middle", Class: "label"})
}

// YPercent marks shares along the y axis, as percentages.
func (f Frame) YPercent() {
	for _, v := range Ticks(f.YMax) {
		f.SVG.Lines = append(f.SVG.Lines, Line{PadL - 4, f.Y(v), PadL, f.Y(v), "axis"})
		f.SVG.Texts = append(f.SVG.Texts, Text{X: PadL - 6, Y: f.Y(v) + 4, S: fmt.Sprintf("%g%%", math.Round(1000*v)/10), Anchor: "end"})
	}
}
