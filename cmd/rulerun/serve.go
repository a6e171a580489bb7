package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rulebook"
	"github.com/rulerun/rulerun/runtime/serve"
	"github.com/rulerun/rulerun/runtime/terminal"
	"github.com/urfave/cli/v2"
)

func serveCommand() *cli.Command {
	return &cli.Command{
		Name:      "serve",
		Usage:     "open a web table where friends play a script together, each from their own browser",
		ArgsUsage: "SCRIPT...",
		Description: "Sets up one table for each script and prints, for each, one join link per seat and a\n" +
			"watch link. Send each friend the link of their seat: whoever opens it plays that seat\n" +
			"and sees only what the seat may see, the cards drawn from the script's deck and the\n" +
			"legal moves to click; the watch link shows what every seat sees. A table waits for\n" +
			"its players: its game starts when every seat is joined, or when a seated player (or\n" +
			"the lobby) presses start, and the bots then play the seats nobody holds (--start now\n" +
			"starts at once). A seat's owner can hand it to a bot and take it back from the page;\n" +
			"a seated player can stop a game nobody will finish. An ended or stopped game can be\n" +
			"played again or downloaded as a scenario for rulerun test. The lobby page (/) lists\n" +
			"the scripts and starts more tables, from this computer or with the admin link printed\n" +
			"at start. The server plays only the scripts it was started with. A refusal shows the\n" +
			"numbered rule it cites, read from docs/rules beside the scripts' folder. It listens on\n" +
			"127.0.0.1 (this computer only) unless --addr says otherwise, and serves until Ctrl-C.\n" +
			"See docs/serve.md.\n" +
			"Exit status: 0 after Ctrl-C; 2 for bad flags; 3 when a script cannot be loaded.",
		Flags: append(gameFlags(),
			&cli.StringFlag{Name: "bots", Value: "greedy", Usage: "the bots of the seats nobody holds, comma-separated and cycled: greedy, random or ismcts:N[:P] (as for play)"},
			&cli.DurationFlag{Name: "bot-delay", Value: 600 * time.Millisecond, Usage: "how long a bot waits after the table last changed before it moves, so that people can act out of turn (catch, challenge) after a move"},
			&cli.DurationFlag{Name: "race-window", Value: serve.DefaultRaceWindow, Usage: "in a race (a slap), the moves that arrive this long after it opens count as simultaneous and are settled by a fair seeded draw; 0 plays each as it arrives"},
			&cli.StringFlag{Name: "start", Value: serve.StartFull, Usage: "when a table's game starts: full waits until every seat is joined or a player presses start (bots then take the empty seats); now starts at once, bots playing every seat nobody holds"},
			&cli.Uint64Flag{Name: "seed", Usage: "seed of the games", DefaultText: "random, printed with the links"},
			&cli.StringFlag{Name: "addr", Value: "127.0.0.1:8080", Usage: "the `HOST:PORT` to listen on; a host other than 127.0.0.1, ::1 or localhost opens the tables to the network"},
			&cli.StringFlag{Name: "data", Usage: "save every table to `DIR` after every move; started again with the same DIR, the server resumes every table where it was, with the same links (one server a folder; a damaged file is set aside)", TakesFile: true},
		),
		Action: runServe,
	}
}

func runServe(c *cli.Context) error {
	if c.NArg() == 0 {
		return usageError("serve needs at least one script, such as mygame.lua")
	}
	specs, sources, err := serveSpecs(c)
	if err != nil {
		return err
	}
	if dir := c.String("data"); dir != "" {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return usageError("--data %s: %v", dir, err)
		}
		lock, err := serve.LockData(dir)
		if err != nil {
			return usageError("--data %s: %v", dir, err)
		}
		defer lock.Close()
	}
	if c.Duration("bot-delay") < 0 {
		return usageError("--bot-delay %s: give a duration of 0 or more, such as 600ms", c.Duration("bot-delay"))
	}
	if c.Duration("race-window") < 0 {
		return usageError("--race-window %s: give a duration of 0 or more, such as 300ms", c.Duration("race-window"))
	}
	window := c.Duration("race-window")
	if window == 0 {
		window = -1 // off
	}
	srv := serve.New(serve.Config{Sources: sources, Data: c.String("data"), BotDelay: c.Duration("bot-delay"), Log: c.App.ErrWriter,
		Rulebook: servedRules(c.Args().Slice()), RaceWindow: window})
	defer srv.Close()
	if err := openTables(srv, specs); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", c.String("addr"))
	if err != nil {
		return usageError("--addr %s: %v", c.String("addr"), err)
	}
	warnIfOpen(c.App.ErrWriter, c.String("addr"))
	printLinks(c.App.Writer, srv, "http://"+linkHost(ln.Addr()))
	return serveUntilInterrupt(c.App.Writer, srv, ln)
}

// serveSpecs loads the scripts and checks the flags, giving each script's
// table and the rules served, by script path.
func serveSpecs(c *cli.Context) ([]serve.Spec, map[string]engine.Source, error) {
	opts, err := parseOpts(c)
	if err != nil {
		return nil, nil, err
	}
	botNames := strings.Split(c.String("bots"), ",")
	for _, name := range botNames {
		if _, err := bots.NewBot(name, 0); err != nil {
			return nil, nil, usageError("--bots: %v", err)
		}
	}
	start := c.String("start")
	if start != serve.StartFull && start != serve.StartNow {
		return nil, nil, usageError("--start %s: give full (wait for every seat, or a press of start) or now", start)
	}
	seed, _ := seedFlag(c)
	sources := map[string]engine.Source{}
	var specs []serve.Spec
	for _, path := range c.Args().Slice() {
		src, err := loadScript(path, debugWriter(c))
		if err != nil {
			return nil, nil, scriptFailure(err)
		}
		name := filepath.Clean(path)
		sources[name] = src
		specs = append(specs, serve.Spec{Script: name, Seats: c.Int("players"), Options: opts, Bots: botNames, Seed: seed, Start: start})
	}
	return specs, sources, nil
}

// servedRules are the numbered rules of the scripts served, read as the
// terminal reads them (ruleBook: they travel with each script), for the page
// to show the rule a refusal cites.
func servedRules(scripts []string) rulebook.Book {
	book := rulebook.Book{}
	for _, path := range scripts {
		maps.Copy(book, ruleBook(path))
	}
	return book
}

// openTables resumes the saved tables, then sets one up for each script
// that has none.
func openTables(srv *serve.Server, specs []serve.Spec) error {
	resumed, err := srv.Resume()
	if err != nil {
		return scriptFailure(err)
	}
	has := map[string]bool{}
	for _, t := range resumed {
		has[t.Spec().Script] = true
	}
	for _, spec := range specs {
		if has[spec.Script] {
			continue
		}
		if _, err := srv.NewTable(spec); err != nil {
			var ce *engine.ConfigError
			if errors.As(err, &ce) {
				return usageError("%s: %v", spec.Script, err)
			}
			return scriptFailure(err)
		}
	}
	return nil
}

// printLinks writes each table's join links and watch link, and the
// lobby's links.
func printLinks(w io.Writer, srv *serve.Server, base string) {
	w = terminal.CleanWriter{W: w}
	for _, t := range srv.Tables() {
		spec := t.Spec()
		fmt.Fprintf(w, "%s (%s), table %s, seed %d:\n", t.Name(), spec.Script, t.ID(), spec.Seed)
		for i, link := range t.SeatLinks() {
			fmt.Fprintf(w, "  seat %d: %s%s\n", i+1, base, link)
		}
		fmt.Fprintf(w, "  watch:  %s%s\n", base, t.WatchLink())
	}
	fmt.Fprintf(w, "Lobby, to start more tables: %s/ from this computer; from another, the admin link %s%s\n", base, base, srv.AdminLink())
	fmt.Fprintln(w, "Serving until Ctrl-C.")
}

// linkHost is the host and port links name: the address listened on, or
// this computer's name when it listens on every address.
func linkHost(addr net.Addr) string {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok || !tcp.IP.IsUnspecified() {
		return addr.String()
	}
	name, err := os.Hostname()
	if err != nil {
		name = "localhost"
	}
	return net.JoinHostPort(name, fmt.Sprint(tcp.Port))
}

// warnIfOpen warns when the server listens beyond this computer.
func warnIfOpen(w io.Writer, addr string) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return
	}
	if ip := net.ParseIP(host); host == "localhost" || ip != nil && ip.IsLoopback() {
		return
	}
	fmt.Fprintf(w, "warning: --addr %s opens the tables to the network: anyone who has a link can play that seat, and the server answers anyone who can reach it\n", addr)
}

// serveUntilInterrupt serves until Ctrl-C or SIGTERM, then stops.
func serveUntilInterrupt(w io.Writer, srv *serve.Server, ln net.Listener) error {
	hs := srv.HTTPServer()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errs := make(chan error, 1)
	go func() { errs <- hs.Serve(srv.LimitListener(ln)) }()
	select {
	case err := <-errs:
		return cli.Exit(fmt.Sprintf("serve: %v", err), exitProblem)
	case <-ctx.Done():
	}
	srv.EndStreams() // so that shutting down does not wait for them; the rules are released after
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	hs.Shutdown(sctx)
	fmt.Fprintln(w, "Stopped.")
	return nil
}
