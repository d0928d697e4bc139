module github.com/strowk/foxy-contexts

go 1.26.0
