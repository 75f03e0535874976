public enum TTGRender { public static func main() {} }
