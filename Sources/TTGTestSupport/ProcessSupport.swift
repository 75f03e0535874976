@_exported import TTGProcessSupport
