import TTGRenderCLI
import TTGServe

ServeCommand.host.withLock { $0 = ServiceHost.run }
TTGRender.main()
