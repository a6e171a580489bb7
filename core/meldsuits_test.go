package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSuitSet(t *testing.T) {
	tests := []struct {
		name       string
		add        []int
		has, hasnt []int
	}{
		{"empty", nil, nil, []int{-1, 0, 5, 100}},
		{"no suit and the first", []int{-1, 0}, []int{-1, 0}, []int{1, 62}},
		{"the last of the mask and beyond it", []int{62, 63, 200}, []int{62, 63, 200}, []int{61, 64, 199, -1}},
		{"below no suit", []int{-5}, []int{-5}, []int{-1, -4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s suitSet
			for _, x := range tt.add {
				s.add(x)
			}
			for _, x := range tt.has {
				assert.True(t, s.has(x), "%d", x)
			}
			for _, x := range tt.hasnt {
				assert.False(t, s.has(x), "%d", x)
			}
		})
	}
}
