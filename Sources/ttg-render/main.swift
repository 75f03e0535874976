import TTGRenderCLI
TTGRender.main()
