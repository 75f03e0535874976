public enum FillRule: String, Sendable { case nonzero, evenOdd = "evenodd" }
