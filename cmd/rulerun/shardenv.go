package main

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"
)

// The environment variables a batch engine sets in each task of a job, from
// which simulate takes its shard when --shard is not given.
const (
	envK8sIndex   = "JOB_COMPLETION_INDEX" // a Kubernetes Indexed Job: the pod's index, from 0
	envShards     = "RULERUN_SHARDS"       // the number of shards, when the job sets it (Kubernetes sets none)
	envSlurmID    = "SLURM_ARRAY_TASK_ID"  // a Slurm job array: the task's index in the array
	envSlurmCount = "SLURM_ARRAY_TASK_COUNT"
	envSlurmMin   = "SLURM_ARRAY_TASK_MIN"
	envSlurmMax   = "SLURM_ARRAY_TASK_MAX"
	envSlurmStep  = "SLURM_ARRAY_TASK_STEP"
)

// envShard is a shard taken from a batch engine's environment: the K-th
// (from 1) of N parts, and where it was read, for the user.
type envShard struct {
	k, n int
	from string
}

// shardFromEnv finds the shard of this task of a Kubernetes Indexed Job or
// a Slurm job array in its environment, read through lookup (os.LookupEnv).
// shards is --shards, 0 when not given. It returns a zero envShard when no
// engine's variable is set, and an error when the values do not make one
// shard of a run.
func shardFromEnv(lookup func(string) (string, bool), shards int) (envShard, error) {
	_, k8s := lookup(envK8sIndex)
	_, slurm := lookup(envSlurmID)
	switch {
	case k8s && slurm:
		return envShard{}, fmt.Errorf("both %s (Kubernetes) and %s (Slurm) are set: give --shard K/N", envK8sIndex, envSlurmID)
	case k8s:
		return k8sShard(lookup, shards)
	case slurm:
		return slurmShard(lookup, shards)
	case shards != 0:
		return envShard{}, fmt.Errorf("--shards %d: which shard is this? Give --shard K/N, or run in a Kubernetes Indexed Job (%s) or a Slurm job array (%s)", shards, envK8sIndex, envSlurmID)
	}
	return envShard{}, nil
}

// k8sShard reads the shard of a pod of a Kubernetes Indexed Job: its index
// from JOB_COMPLETION_INDEX, the number of shards from --shards or
// RULERUN_SHARDS (the job's completions; Kubernetes does not pass them on).
func k8sShard(lookup func(string) (string, bool), shards int) (envShard, error) {
	index, err := envInt(lookup, envK8sIndex)
	if err != nil {
		return envShard{}, err
	}
	n, from, err := k8sCount(lookup, shards)
	if err != nil {
		return envShard{}, err
	}
	if index < 0 || index >= n {
		return envShard{}, fmt.Errorf("%s=%d is not an index of %d shards (0 to %d; %s)", envK8sIndex, index, n, n-1, from)
	}
	return envShard{k: index + 1, n: n, from: fmt.Sprintf("the Kubernetes Indexed Job (%s=%d, %s)", envK8sIndex, index, from)}, nil
}

// k8sCount is the number of shards of a Kubernetes job, and where it was
// read.
func k8sCount(lookup func(string) (string, bool), shards int) (int, string, error) {
	_, set := lookup(envShards)
	if !set && shards == 0 {
		return 0, "", fmt.Errorf("%s is set but not the number of shards: give --shards N or set %s to the job's completions", envK8sIndex, envShards)
	}
	from := fmt.Sprintf("--shards %d", shards)
	if set {
		n, err := envInt(lookup, envShards)
		if err != nil {
			return 0, "", err
		}
		if shards != 0 && n != shards {
			return 0, "", fmt.Errorf("--shards %d and %s=%d disagree", shards, envShards, n)
		}
		shards, from = n, fmt.Sprintf("%s=%d", envShards, n)
	}
	if shards < 1 {
		return 0, "", fmt.Errorf("%s: %d shards: give 1 or more", from, shards)
	}
	return shards, from, nil
}

// slurmShard reads the shard of a task of a Slurm job array. Its task ids
// run from SLURM_ARRAY_TASK_MIN to SLURM_ARRAY_TASK_MAX in even steps
// (--array=1-16, or 0-30:2); the task with the smallest id plays shard 1.
func slurmShard(lookup func(string) (string, bool), shards int) (envShard, error) {
	var id, count, lo, hi int
	for _, v := range []struct {
		name string
		to   *int
	}{{envSlurmID, &id}, {envSlurmCount, &count}, {envSlurmMin, &lo}, {envSlurmMax, &hi}} {
		n, err := envInt(lookup, v.name)
		if err != nil {
			return envShard{}, fmt.Errorf("a Slurm job array: %w", err)
		}
		*v.to = n
	}
	step, err := slurmStep(lookup, count, lo, hi)
	if err != nil {
		return envShard{}, err
	}
	if shards != 0 && shards != count {
		return envShard{}, fmt.Errorf("--shards %d and %s=%d disagree", shards, envSlurmCount, count)
	}
	if id < lo || id > hi || (id-lo)%step != 0 {
		return envShard{}, fmt.Errorf("%s=%d is not a task of the array %d-%d:%d", envSlurmID, id, lo, hi, step)
	}
	from := fmt.Sprintf("the Slurm job array (%s=%d of %d-%d:%d, %s=%d)", envSlurmID, id, lo, hi, step, envSlurmCount, count)
	return envShard{k: (id-lo)/step + 1, n: count, from: from}, nil
}

// slurmStep is the step between the task ids of a Slurm array, which must
// be even for the tasks to be numbered as shards.
func slurmStep(lookup func(string) (string, bool), count, lo, hi int) (int, error) {
	if count < 1 || hi < lo {
		return 0, fmt.Errorf("a Slurm job array of %d tasks from %d to %d is not one", count, lo, hi)
	}
	step := 1
	if count > 1 {
		if (hi-lo)%(count-1) != 0 {
			return 0, fmt.Errorf("the Slurm job array's %d task ids from %d to %d are not evenly spaced: give --shard K/N", count, lo, hi)
		}
		step = (hi - lo) / (count - 1)
	}
	if s, ok := lookup(envSlurmStep); ok && count > 1 && s != strconv.Itoa(step) {
		return 0, fmt.Errorf("the Slurm job array's %d task ids from %d to %d are not evenly spaced by %s=%s: give --shard K/N", count, lo, hi, envSlurmStep, s)
	}
	return step, nil
}

// envInt reads a whole number from the environment.
func envInt(lookup func(string) (string, bool), name string) (int, error) {
	s, ok := lookup(name)
	if !ok {
		return 0, errors.New(name + " is not set")
	}
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, fmt.Errorf("%s=%q is not a whole number", name, s)
	}
	return n, nil
}

// jobShard is the shard a simulation plays: --shard K/N when given (then
// --shards, if given too, must be N), else the one the batch engine running
// the job says, which it tells on standard error; 0/0 plays every game.
func jobShard(c *cli.Context) (int, int, error) {
	shards := c.Int("shards")
	if shards < 0 {
		return 0, 0, usageError("--shards %d: give a number of shards, 1 or more", shards)
	}
	if c.IsSet("shard") {
		k, n, err := parseShard(c.String("shard"))
		if err == nil && shards != 0 && shards != n {
			err = usageError("--shard %s and --shards %d disagree", c.String("shard"), shards)
		}
		return k, n, err
	}
	es, err := shardFromEnv(os.LookupEnv, shards)
	if err != nil {
		return 0, 0, usageError("%v", err)
	}
	if es.n != 0 {
		fmt.Fprintf(c.App.ErrWriter, "rulerun: playing shard %d/%d, from %s\n", es.k, es.n, es.from)
	}
	return es.k, es.n, nil
}
