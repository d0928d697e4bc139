// A tool library whose module path lies under a framework's module root
// (as github.com/cloudwego/eino-ext/components/tool/... lies under
// eino-ext's): its packages are the module's, not the framework's.
module github.com/localrivet/gomcp/contrib/ownlib

go 1.26.0
