module github.com/localrivet/gomcp

go 1.26.0
