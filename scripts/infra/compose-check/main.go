// compose-check: what `docker compose config` (compose v2) makes of a compose file, with compose v2's
// own loader (compose-go v2): interpolation (a `${VAR:?message}` without a
// value stops it with the message), merge keys and anchors, schema validation, normalisation.
//
//	compose-check --env-file .env -f docker-compose.yml [--quiet]
//
// Prints the resolved model as YAML (nothing with --quiet); exits 1 with the loader's message otherwise.
// Built by scripts/infra/lib/deploy-check.mjs into the machine's tool cache (versions pinned in go.mod/go.sum).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/compose-spec/compose-go/v2/cli"
)

func main() {
	envFile := flag.String("env-file", "", "the env file (as docker compose --env-file)")
	file := flag.String("f", "docker-compose.yml", "the compose file")
	quiet := flag.Bool("quiet", false, "validate only")
	flag.Parse()
	dir, err := filepath.Abs(filepath.Dir(*file))
	if err != nil {
		fail(err)
	}
	options := []cli.ProjectOptionsFn{
		cli.WithWorkingDirectory(dir),
		cli.WithOsEnv,
		cli.WithName("grant-portal"),
	}
	if *envFile != "" {
		options = append(options, cli.WithEnvFiles(*envFile))
	}
	options = append(options, cli.WithDotEnv, cli.WithInterpolation(true), cli.WithNormalization(true), cli.WithResolvedPaths(true))
	opts, err := cli.NewProjectOptions([]string{*file}, options...)
	if err != nil {
		fail(err)
	}
	project, err := opts.LoadProject(context.Background())
	if err != nil {
		fail(err)
	}
	if *quiet {
		return
	}
	out, err := project.MarshalYAML()
	if err != nil {
		fail(err)
	}
	os.Stdout.Write(out)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}
