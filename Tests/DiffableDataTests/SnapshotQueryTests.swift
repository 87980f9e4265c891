import Foundation
import Testing
@testable import DiffableData
