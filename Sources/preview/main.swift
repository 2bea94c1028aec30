import Foundation
import PreviewHost

exit(runPreview(Array(CommandLine.arguments.dropFirst())))
