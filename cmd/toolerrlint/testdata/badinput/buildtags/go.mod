module example.com/buildtags

go 1.26.0
