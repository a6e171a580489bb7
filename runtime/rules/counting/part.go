package counting

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/rulerun/rulerun/core"
)

// countPart is where the count stands: a core.Part.
type countPart struct {
	Total int    `json:"total"`
	Seq   []int  `json:"seq,omitempty"`  // the kinds played since the count began
	Last  int    `json:"last"`           // the seat that played last, or -1
	Said  uint64 `json:"said,omitempty"` // bit s: seat s said go
}

// AppendKey implements core.Part.
func (p *countPart) AppendKey(b []byte) []byte {
	b = strconv.AppendInt(b, int64(p.Total), 36)
	b = append(b, byte(p.Last+1))
	b = strconv.AppendUint(b, p.Said, 36)
	for _, k := range p.Seq {
		b = append(b, byte(k), byte(k>>8))
	}
	return b
}

// Check implements core.Part.
func (p *countPart) Check(s *core.State) error {
	if p.Last < -1 || p.Last >= s.Seats() || p.Total < 0 || p.Said>>uint(s.Seats()) != 0 {
		return fmt.Errorf("the count names a seat that does not exist")
	}
	for _, k := range p.Seq {
		if k < 0 || k >= s.Deck().Kinds() {
			return fmt.Errorf("the count holds a card that does not exist")
		}
	}
	return nil
}

// ReadPart reads the count's part from a save (the part named "count").
func ReadPart(data json.RawMessage) (core.Part, error) {
	var p countPart
	err := json.Unmarshal(data, &p)
	return &p, err
}
