package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNamedOperation(t *testing.T) {
	for fn, want := range map[string]string{
		// The receiver names the object: one of it got, all of it listed.
		"(k8s.io/client-go/kubernetes/typed/core/v1.NamespaceInterface).Get":  "getting the namespace",
		"(k8s.io/client-go/kubernetes/typed/core/v1.NamespaceInterface).List": "listing the namespaces",
		"(*example.com/registry.PolicyClient).ListContext":                    "listing the policies",
		// The name names it, plural already where it lists.
		"(*github.com/slack-go/slack.Client).UpdateUserGroupMembersContext": "updating the user group members",
		"(*example.com/cloud.Client).ListBuckets":                           "listing the buckets",
		// One thing acted on, named by a service's plural: singular.
		"(*github.com/google/go-github/v89/github.PullRequestsService).Create": "creating the pull request",
		"(github.com/hashicorp/go-tfe.Runs).Create":                            "creating the run",
		"(github.com/hashicorp/go-tfe.Workspaces).List":                        "listing the workspaces",
		// A dangling clause after the object: the object alone.
		"(*github.com/google/go-github/v89/github.PullRequestsService).CreateCommentInReplyTo": "creating the comment",
		// A package function that is only an action: the package
		// names the object, past its major version.
		"github.com/kkjdaniel/gogeek/v2/thing.Query": "querying the thing",
		"example.com/users.Get":                      "getting the user",
		// No action in the name: no operation.
		"(*example.com/cloud.Client).Buckets": "",
	} {
		assert.Equal(t, want, namedOperation(fn), fn)
	}
}
