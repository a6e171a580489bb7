package decl

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// Option is a game option a player may set with --opt name=value.
type Option struct {
	Name    string
	Default any // bool, float64 or string
	Help    string
	Choices []string // allowed values of a string option, if limited
}

// Option returns the declared option with the given name.
func (in *Info) Option(name string) (*Option, bool) {
	for i := range in.Options {
		if in.Options[i].Name == name {
			return &in.Options[i], true
		}
	}
	return nil, false
}

// ResolveOptions checks typed option values (--opt name=value) against the
// script's declarations and returns every option's value, defaults filled in.
func (in *Info) ResolveOptions(given map[string]string) (map[string]any, error) {
	out := make(map[string]any, len(in.Options))
	for _, o := range in.Options {
		out[o.Name] = o.Default
	}
	names := make([]string, 0, len(given))
	for k := range given {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		o, ok := in.Option(name)
		if !ok {
			return nil, fmt.Errorf("unknown option %q for %s (options: %s)", name, in.Name, in.optionNames())
		}
		v, err := o.parse(given[name])
		if err != nil {
			return nil, fmt.Errorf("option %s: %w", name, err)
		}
		out[name] = v
	}
	return out, nil
}

func (in *Info) optionNames() string {
	if len(in.Options) == 0 {
		return "none"
	}
	var out []string
	for _, o := range in.Options {
		out = append(out, o.Name)
	}
	return strings.Join(out, ", ")
}

// parse reads a typed value as the option's type.
func (o *Option) parse(s string) (any, error) {
	switch o.Default.(type) {
	case bool:
		switch strings.ToLower(s) {
		case "true", "on", "yes", "1":
			return true, nil
		case "false", "off", "no", "0":
			return false, nil
		}
		return nil, fmt.Errorf("%q is not on or off (use true or false)", s)
	case float64:
		f, err := strconv.ParseFloat(s, 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, fmt.Errorf("%q is not a number", s)
		}
		if len(o.Choices) > 0 && !slices.Contains(o.Choices, FormatValue(f)) {
			return nil, fmt.Errorf("%s is not one of %s", FormatValue(f), strings.Join(o.Choices, ", "))
		}
		return f, nil
	}
	if len(o.Choices) > 0 && !slices.Contains(o.Choices, s) {
		return nil, fmt.Errorf("%q is not one of %s", s, strings.Join(o.Choices, ", "))
	}
	return s, nil
}

// FormatValue writes an option value as a person would type it.
func FormatValue(v any) string {
	switch x := v.(type) {
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	}
	return fmt.Sprint(v)
}

// optionName is the form of an option's name: a Lua name, which every
// command that names options reads the same way.
var optionName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

func (ir *infoReader) readOptions(info *Info) error {
	v := ir.table.RawGetString("options")
	if v == lua.LNil {
		return nil
	}
	t, ok := v.(*lua.LTable)
	if !ok {
		return ir.Errorf("options", "options must be a table of name = {default = ..., help = \"...\"}")
	}
	var err error
	t.ForEach(func(k, v lua.LValue) {
		if err == nil {
			err = ir.readOption(info, k, v)
		}
	})
	if err != nil {
		return err
	}
	sort.Slice(info.Options, func(i, j int) bool { return info.Options[i].Name < info.Options[j].Name })
	return nil
}

func (ir *infoReader) readOption(info *Info, k, v lua.LValue) error {
	name := k.String()
	if !optionName.MatchString(name) {
		return ir.Errorf("options."+name, "option %q: an option's name is a word of letters, digits and _ that starts with a letter or _ (as g.options.name reads it, and --opt name=value, simulate --vary and tune name it)", name)
	}
	t, ok := v.(*lua.LTable)
	if !ok {
		return ir.Errorf("options."+name, "option %s must be a table {default = ..., help = \"...\"}", name)
	}
	opt := Option{Name: name}
	switch d := t.RawGetString("default").(type) {
	case lua.LBool:
		opt.Default = bool(d)
	case lua.LNumber:
		opt.Default = float64(d)
	case lua.LString:
		opt.Default = string(d)
	default:
		return ir.Errorf("options."+name, "option %s needs a default that is a boolean, number or string", name)
	}
	opt.Help = lua.LVAsString(t.RawGetString("help"))
	if c, ok := t.RawGetString("choices").(*lua.LTable); ok {
		if err := ir.readChoices(&opt, c); err != nil {
			return err
		}
	}
	info.Options = append(info.Options, opt)
	return nil
}

// readChoices reads the values an option may take, each of the default's
// type (a string or a number; an on/off option has its two), written as a
// person types them; the default must be one of them.
func (ir *infoReader) readChoices(opt *Option, c *lua.LTable) error {
	path := "options." + opt.Name + ".choices"
	if _, ok := opt.Default.(bool); ok {
		return ir.Errorf(path, "option %s is on or off: it takes no choices", opt.Name)
	}
	for i := 1; i <= c.Len(); i++ {
		v := c.RawGetInt(i)
		switch opt.Default.(type) {
		case float64:
			n, ok := v.(lua.LNumber)
			if !ok {
				return ir.Errorf(path, "option %s is a number: choice %d must be a number, not %s", opt.Name, i, v.Type())
			}
			opt.Choices = append(opt.Choices, FormatValue(float64(n)))
		default:
			s, ok := v.(lua.LString)
			if !ok {
				return ir.Errorf(path, "option %s is a string: choice %d must be a string, not %s", opt.Name, i, v.Type())
			}
			opt.Choices = append(opt.Choices, string(s))
		}
	}
	if !slices.Contains(opt.Choices, FormatValue(opt.Default)) {
		return ir.Errorf("options."+opt.Name, "option %s: the default %s must be one of its choices (%s)", opt.Name, FormatValue(opt.Default), strings.Join(opt.Choices, ", "))
	}
	return nil
}
