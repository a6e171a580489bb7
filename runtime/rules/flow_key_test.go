package rules

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFlowKeySeesEveryField changes each field of a flow in turn, nested
// fields included, and checks that the key changes: a field added to Flow
// and forgotten in AppendKey fails here.
func TestFlowKeySeesEveryField(t *testing.T) {
	var base Flow
	key := string(base.AppendKey(nil))
	for _, path := range flowLeaves(reflect.TypeOf(base), nil) {
		f := base
		v := reflect.ValueOf(&f).Elem().FieldByIndex(path)
		switch v.Kind() {
		case reflect.Int:
			v.SetInt(3)
		case reflect.Uint64:
			v.SetUint(3)
		case reflect.Bool:
			v.SetBool(true)
		case reflect.String:
			v.SetString("x")
		case reflect.Slice:
			v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		default:
			t.Fatalf("flow field %v of kind %s: teach this test and AppendKey about it", path, v.Kind())
		}
		assert.NotEqual(t, key, string(f.AppendKey(nil)), "the key does not see the flow field at %v", path)
	}
}

// flowLeaves lists the paths of a struct's fields, going into nested
// structs.
func flowLeaves(t reflect.Type, prefix []int) [][]int {
	var out [][]int
	for i := range t.NumField() {
		path := append(append([]int(nil), prefix...), i)
		if ft := t.Field(i).Type; ft.Kind() == reflect.Struct {
			out = append(out, flowLeaves(ft, path)...)
			continue
		}
		out = append(out, path)
	}
	return out
}
