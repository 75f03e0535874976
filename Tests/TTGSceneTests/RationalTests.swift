import TTGScene
import Testing

@Suite struct RationalTests {
    @Test func fractionsAreReduced() throws {
        let r = try #require(Rational(6, -4))
        #expect(r.numerator == -3 && r.denominator == 2)
        #expect(Rational(0, 5) == Rational(0))
        #expect(Rational(18, 10) == Rational(9, 5))
        #expect(Rational(1, 0) == nil)
        #expect(Rational(3, .min) == nil)
        #expect(Rational(.min, .min) == Rational(1))
        #expect(Rational(9, 5)!.description == "9/5" && Rational(4, 2)!.description == "2")
        #expect(Rational(9, 5)!.doubleValue == 1.8)
    }

    @Test func comparison() {
        #expect(Rational(1, 3)! < Rational(1, 2)!)
        #expect(Rational(-1, 2)! < Rational(1, 3)!)
        #expect(!(Rational(2, 4)! < Rational(1, 2)!))
        #expect(Rational(.max - 1, .max)! < Rational(1))
    }

    @Test func integerDivisorsAndMultiples() {
        #expect(Rational.greatestCommonDivisor(12, 18) == 6)
        #expect(Rational.greatestCommonDivisor(-4, 6) == 2)
        #expect(Rational.greatestCommonDivisor(0, 7) == 7)
        #expect(Rational.greatestCommonDivisor(0, 0) == 0)
        #expect(Rational.leastCommonMultiple(4, 6) == 12)
        #expect(Rational.leastCommonMultiple(11, 8) == 88)
        #expect(Rational.leastCommonMultiple(0, 8) == nil)
        #expect(Rational.leastCommonMultiple(.max, .max - 1) == nil)  // overflow
        #expect(Rational.leastCommonMultiple(.max, .max) == .max)
    }

    @Test func leastCommonMultipleOfFractions() {
        func lcm(_ a: Rational?, _ b: Rational?) -> Rational? { Rational.leastCommonMultiple(a!, b!) }
        #expect(lcm(Rational(9, 5), Rational(9, 5)) == Rational(9, 5))
        #expect(lcm(Rational(11, 25), Rational(8, 5)) == Rational(88, 5))  // 0.44 and 1.6: 17.6
        #expect(lcm(Rational(24, 25), Rational(12, 25)) == Rational(24, 25))  // 0.96 and 0.48
        #expect(lcm(Rational(1, 3), Rational(1, 4)) == Rational(1))
        #expect(lcm(Rational(2, 3), Rational(3, 4)) == Rational(6))
        #expect(lcm(Rational(-1, 3), Rational(1, 4)) == nil)
        #expect(lcm(Rational(.max, 2), Rational(.max - 1, 3)) == nil)  // overflow
    }

    @Test func continuedFractionsRecoverSimpleFractions() {
        let cases: [(Double, Rational?)] = [
            (1.0 / 3, Rational(1, 3)), (0.9 / 1.3, Rational(9, 13)), (0.1, Rational(1, 10)),
            (1.8, Rational(9, 5)), (1.8 / 1.3, Rational(18, 13)), (17.6, Rational(88, 5)),
            (0.44, Rational(11, 25)), (-0.75, Rational(-3, 4)), (0, Rational(0)), (5, Rational(5)),
            (2.0 / 3 * 0.82, Rational(41, 75)), (12_345.0 / 67_891, Rational(12_345, 67_891)),
        ]
        for (value, expected) in cases {
            #expect(Rational(approximating: value) == expected, "\(value)")
        }
    }

    @Test func continuedFractionsStayWithinTheirBounds() throws {
        let pi = try #require(Rational(approximating: .pi))
        #expect(abs(pi.doubleValue - .pi) <= 1e-9 * .pi && pi.denominator <= 1_000_000)
        #expect(Rational(approximating: .pi, relativeTolerance: 1e-6) == Rational(355, 113))
        #expect(Rational(approximating: 1e-8) == nil)  // needs a denominator of 10⁸
        #expect(Rational(approximating: 1e-8, maxDenominator: 100_000_000) == Rational(1, 100_000_000))
        for value in [Double.nan, .infinity, -.infinity, 1e20] {
            #expect(Rational(approximating: value) == nil, "\(value)")
        }
    }
}
