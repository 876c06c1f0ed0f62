// compose-check validates docker-compose.yml as `docker-compose config -q` does, without Docker.
//
//	compose-check [-f docker-compose.yml] [-project-directory DIR]
//
// The file is loaded by compose-go, the library docker compose itself loads projects with: the
// Compose Specification's JSON schema (an unknown or misspelt key, a wrong type), interpolation
// with `${VAR:-default}` from the environment and .env, anchors, merges and extends, and the
// project's consistency (depends_on, networks, volumes and secrets that exist). Then what compose
// would only find at build time: every Dockerfile named exists and parses (BuildKit's own parser),
// its stages refer only to earlier stages, every build target named is a stage of it whose image is
// called trap-<target>, and a Node stage's CMD runs a file of the repository. Last, one artifact per
// deployable: every process of the repository (bff/src/main.ts, each service's src/main.ts and
// src/worker.ts) is the command of a service of its own target, and every frontend
// (frontends/<app>/rsbuild.config.ts) is a service built from target <app>.
// Exit code 1 and one line per problem on stderr when anything is wrong.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/compose-spec/compose-go/v2/cli"
	"github.com/compose-spec/compose-go/v2/types"
	"github.com/moby/buildkit/frontend/dockerfile/parser"
)

var problems []string

func fail(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }

func main() {
	file := flag.String("f", "docker-compose.yml", "the compose file")
	dir := flag.String("project-directory", "", "the project's directory (build contexts, .env); default the compose file's")
	flag.Parse()
	project, err := load(*file, *dir)
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\ncompose-check: 1 problem(s)\n", *file, err)
		os.Exit(1)
	}
	built, targets := checkBuilds(project)
	if len(problems) > 0 {
		for _, p := range problems {
			fmt.Fprintln(os.Stderr, p)
		}
		fmt.Fprintf(os.Stderr, "compose-check: %d problem(s)\n", len(problems))
		os.Exit(1)
	}
	fmt.Printf("compose-check: ok, %d services (%d built from %d Dockerfile targets), %d volumes, %d secrets\n",
		len(project.Services), built, targets, len(project.Volumes), len(project.Secrets))
}

// load reads the file with the options `docker compose config` uses (cli.NewProjectOptions with the
// OS environment and the .env file beside the compose file).
func load(file, dir string) (*types.Project, error) {
	abs, err := filepath.Abs(file)
	if err != nil {
		return nil, err
	}
	if dir == "" {
		dir = filepath.Dir(abs)
	}
	opts, err := cli.NewProjectOptions([]string{abs},
		cli.WithWorkingDirectory(dir),
		cli.WithOsEnv,
		cli.WithDotEnv,
		cli.WithDefaultProfiles(),
	)
	if err != nil {
		return nil, err
	}
	return opts.LoadProject(context.Background())
}

// A stage of a Dockerfile: the file its CMD runs with node (inherited from the stage it is built
// on), "" when it runs no script of the repository.
type stage struct{ script string }

// stages of a Dockerfile by name; problems with its FROM, COPY --from and CMD.
func dockerfileStages(path, context string) map[string]*stage {
	f, err := os.Open(path)
	if err != nil {
		fail("%s: %v", path, err)
		return nil
	}
	defer f.Close()
	res, err := parser.Parse(f)
	if err != nil {
		fail("%s: %v", path, err)
		return nil
	}
	for _, w := range res.Warnings {
		fail("%s:%d: %s", path, w.Location.Start.Line, w.Short)
	}
	stages := map[string]*stage{}
	current := &stage{}
	isImage := func(ref string) bool { return strings.ContainsAny(ref, ":/$") || ref == "scratch" }
	for _, n := range res.AST.Children {
		switch strings.ToLower(n.Value) {
		case "from":
			if n.Next == nil {
				fail("%s:%d: FROM without an image", path, n.StartLine)
				continue
			}
			base := n.Next.Value
			current = &stage{}
			if parent, ok := stages[strings.ToLower(base)]; ok {
				current.script = parent.script
			} else if !isImage(base) {
				fail("%s:%d: FROM %s is neither an earlier stage nor an image with a tag", path, n.StartLine, base)
			}
			if as := n.Next.Next; as != nil && strings.EqualFold(as.Value, "as") && as.Next != nil {
				name := strings.ToLower(as.Next.Value)
				if _, dup := stages[name]; dup {
					fail("%s:%d: stage %q is defined twice", path, n.StartLine, name)
				}
				stages[name] = current
			}
		case "cmd":
			var args []string
			for a := n.Next; a != nil; a = a.Next {
				args = append(args, a.Value)
			}
			current.script = ""
			if n.Attributes["json"] && len(args) > 1 && args[0] == "node" {
				current.script = args[len(args)-1]
				if _, err := os.Stat(filepath.Join(context, current.script)); err != nil {
					fail("%s:%d: CMD runs %s, which is not in the repository", path, n.StartLine, current.script)
				}
			}
		case "copy":
			for _, flagText := range n.Flags {
				from, ok := strings.CutPrefix(flagText, "--from=")
				if !ok {
					continue
				}
				if _, ok := stages[strings.ToLower(from)]; !ok && !isImage(from) {
					fail("%s:%d: COPY --from=%s names no earlier stage", path, n.StartLine, from)
				}
			}
		}
	}
	return stages
}

func checkBuilds(project *types.Project) (built, targets int) {
	parsed := map[string]map[string]*stage{}
	used := map[string]bool{}
	// what the services run: their stage's CMD script (or their own command's), and their targets
	scripts := map[string]bool{}
	builtTargets := map[string]bool{}
	names := make([]string, 0, len(project.Services))
	for name := range project.Services {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		s := project.Services[name]
		if s.Build == nil {
			continue
		}
		built++
		dockerfile := s.Build.Dockerfile
		if dockerfile == "" {
			dockerfile = "Dockerfile"
		}
		if !filepath.IsAbs(dockerfile) {
			dockerfile = filepath.Join(s.Build.Context, dockerfile)
		}
		stages, seen := parsed[dockerfile]
		if !seen {
			stages = dockerfileStages(dockerfile, s.Build.Context)
			parsed[dockerfile] = stages
		}
		if stages == nil {
			continue
		}
		if s.Build.Target == "" {
			fail("service %q: build has no target (each deployable is a target of %s)", name, rel(project, dockerfile))
			continue
		}
		st, ok := stages[strings.ToLower(s.Build.Target)]
		if !ok {
			fail("service %q: build target %q is not a stage of %s", name, s.Build.Target, rel(project, dockerfile))
			continue
		}
		used[dockerfile+"#"+s.Build.Target] = true
		builtTargets[s.Build.Target] = true
		script := st.script
		if len(s.Command) > 1 && s.Command[0] == "node" {
			script = s.Command[len(s.Command)-1]
		}
		if script != "" {
			scripts[script] = true
		}
		repo, _, _ := strings.Cut(s.Image, ":")
		if want := "trap-" + s.Build.Target; repo != want {
			fail("service %q: image %q should be %s:<version> (the image of target %s)", name, s.Image, want, s.Build.Target)
		}
	}
	checkEveryDeployable(project.WorkingDir, scripts, builtTargets)
	return built, len(used)
}

// One artifact per deployable: each process and each frontend of the repository is deployed by a
// service of the compose file (so a new service or frontend cannot be forgotten here).
func checkEveryDeployable(repo string, scripts, targets map[string]bool) {
	entries := []string{"bff/src/main.ts"}
	// a service is a folder with src/main.ts (the kit has none; its src/worker.ts is a library)
	mains, _ := filepath.Glob(filepath.Join(repo, "services", "*", "src", "main.ts"))
	for _, m := range mains {
		for _, p := range []string{m, filepath.Join(filepath.Dir(m), "worker.ts")} {
			if _, err := os.Stat(p); err == nil {
				r, _ := filepath.Rel(repo, p)
				entries = append(entries, filepath.ToSlash(r))
			}
		}
	}
	sort.Strings(entries)
	for _, e := range entries {
		if !scripts[e] {
			fail("%s is a process of the repository that no service of the compose file runs from its own target", e)
		}
	}
	apps, _ := filepath.Glob(filepath.Join(repo, "frontends", "*", "rsbuild.config.ts"))
	for _, a := range apps {
		app := filepath.Base(filepath.Dir(a))
		if !targets[app] {
			fail("frontend %s has no service built from target %q", app, app)
		}
	}
}

func rel(project *types.Project, path string) string {
	if r, err := filepath.Rel(project.WorkingDir, path); err == nil {
		return r
	}
	return path
}
