package chart_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/chart"
	"github.com/stretchr/testify/assert"
)

func TestNiceTicks(t *testing.T) {
	assert.Equal(t, []float64{0, 20, 40, 60, 80}, chart.Ticks(chart.NiceCeil(65)))
	assert.Equal(t, []float64{0, 0.05, 0.1, 0.15000000000000002, 0.2}, chart.Ticks(0.2))
	assert.Equal(t, "15%", chart.TickPct(0.15000000000000002))
	assert.Equal(t, "2.5%", chart.TickPct(0.025))
	assert.InDelta(t, 0.4, chart.NiceCeil(0.31), 1e-9)
}
