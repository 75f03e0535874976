import TTGArguments
import TTGGeometry

/// Foundation on Linux has its own `AffineTransform`; in this module the name means ttg-render's.
typealias AffineTransform = TTGGeometry.AffineTransform
