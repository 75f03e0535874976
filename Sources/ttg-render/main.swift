import TTGRenderCLI

TTGRender.main()
