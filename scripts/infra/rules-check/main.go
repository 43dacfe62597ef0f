// rules-check: `promtool check rules` for Prometheus rule files, with Prometheus' own parser
// (Prometheus' rulefmt package: YAML structure, PromQL of every expression, label
// and annotation templates). promtool itself cannot be `go install`ed (its module has exclude directives).
//
//	rules-check <file>...
//
// Prints the metric names each file's expressions use (one per line, `<file>: <name>`), so the caller can
// check them against the metrics that exist; exits 1 with the parser's messages otherwise.
// Built by scripts/infra/lib/deploy-check.mjs into the machine's tool cache (versions pinned in go.mod/go.sum).
package main

import (
	"fmt"
	"os"
	"sort"

	"github.com/prometheus/common/model"
	"github.com/prometheus/prometheus/model/labels"
	"github.com/prometheus/prometheus/model/rulefmt"
	"github.com/prometheus/prometheus/promql/parser"
)

func main() {
	failed := false
	for _, file := range os.Args[1:] {
		groups, errs := rulefmt.ParseFile(file, false, model.UTF8Validation)
		for _, err := range errs {
			fmt.Fprintf(os.Stderr, "%s: %v\n", file, err)
			failed = true
		}
		if groups == nil {
			continue
		}
		names := map[string]bool{}
		for _, group := range groups.Groups {
			for _, rule := range group.Rules {
				expr, err := parser.ParseExpr(rule.Expr)
				if err != nil {
					fmt.Fprintf(os.Stderr, "%s: %s: %v\n", file, rule.Alert, err)
					failed = true
					continue
				}
				parser.Inspect(expr, func(node parser.Node, _ []parser.Node) error {
					if selector, ok := node.(*parser.VectorSelector); ok {
						for _, matcher := range selector.LabelMatchers {
							if matcher.Name == labels.MetricName && matcher.Type == labels.MatchEqual {
								names[matcher.Value] = true
							}
						}
					}
					return nil
				})
			}
		}
		sorted := make([]string, 0, len(names))
		for name := range names {
			sorted = append(sorted, name)
		}
		sort.Strings(sorted)
		for _, name := range sorted {
			fmt.Printf("%s: %s\n", file, name)
		}
	}
	if failed {
		os.Exit(1)
	}
}
