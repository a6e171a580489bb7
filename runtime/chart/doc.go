// Package chart draws the charts of a simulation as SVG: axes that end on
// round ticks (Ticks, NiceCeil), charts built as shapes for a page's
// template to write out (SVG, Frame, Rows), and charts written straight
// to SVG text (Canvas). The designer's report (runtime/sim/report) and
// the SVG of rulerun simulate --svg both draw with it, so that their axes,
// ticks and bars agree. It knows no game or simulation, only numbers, and
// imports only the standard library.
package chart
