(define (problem plan_trial_gmem_0042)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Bowl_bar__minus_02_dot_09_bar__plus_01_dot_00_bar__plus_00_dot_28 - object
        Bowl_bar__minus_02_dot_08_bar__plus_01_dot_00_bar__plus_00_dot_27 - object
        Egg_bar__minus_02_dot_07_bar__plus_01_dot_00_bar__plus_00_dot_26 - object
        DishSponge_bar__minus_00_dot_65_bar__plus_00_dot_80_bar__minus_01_dot_43 - object
        Knife_bar__plus_00_dot_21_bar__plus_00_dot_87_bar__minus_01_dot_85 - object
        SoapBottle_bar__minus_00_dot_63_bar__plus_00_dot_80_bar__minus_01_dot_45 - object
        Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55 - receptacle
        Cabinet_bar__minus_00_dot_69_bar__plus_00_dot_75_bar__minus_01_dot_39 - receptacle
        CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29 - receptacle
        GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08 - receptacle
        Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02 - receptacle
        Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin - receptacle
        loc_bar__minus_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_2_bar_0_bar_30 - location
        loc_bar_0_bar__minus_1_bar_1_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_1_bar_7_bar_1_bar_30 - location
        loc_bar_2_bar_0_bar_1_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55 CabinetType)
        (receptacleType Cabinet_bar__minus_00_dot_69_bar__plus_00_dot_75_bar__minus_01_dot_39 CabinetType)
        (receptacleType CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29 CounterTopType)
        (receptacleType GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08 GarbageCanType)
        (receptacleType Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02 MicrowaveType)
        (receptacleType Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin SinkBasinType)
        (objectType Bowl_bar__minus_02_dot_09_bar__plus_01_dot_00_bar__plus_00_dot_28 BowlType)
        (objectType Bowl_bar__minus_02_dot_08_bar__plus_01_dot_00_bar__plus_00_dot_27 BowlType)
        (objectType Egg_bar__minus_02_dot_07_bar__plus_01_dot_00_bar__plus_00_dot_26 EggType)
        (objectType DishSponge_bar__minus_00_dot_65_bar__plus_00_dot_80_bar__minus_01_dot_43 DishSpongeType)
        (objectType Knife_bar__plus_00_dot_21_bar__plus_00_dot_87_bar__minus_01_dot_85 KnifeType)
        (objectType SoapBottle_bar__minus_00_dot_63_bar__plus_00_dot_80_bar__minus_01_dot_45 SoapBottleType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBottleType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (pickupable Bowl_bar__minus_02_dot_09_bar__plus_01_dot_00_bar__plus_00_dot_28)
        (isReceptacleObject Bowl_bar__minus_02_dot_09_bar__plus_01_dot_00_bar__plus_00_dot_28)
        (cleanable Bowl_bar__minus_02_dot_09_bar__plus_01_dot_00_bar__plus_00_dot_28)
        (coolable Bowl_bar__minus_02_dot_09_bar__plus_01_dot_00_bar__plus_00_dot_28)
        (pickupable Bowl_bar__minus_02_dot_08_bar__plus_01_dot_00_bar__plus_00_dot_27)
        (isReceptacleObject Bowl_bar__minus_02_dot_08_bar__plus_01_dot_00_bar__plus_00_dot_27)
        (cleanable Bowl_bar__minus_02_dot_08_bar__plus_01_dot_00_bar__plus_00_dot_27)
        (coolable Bowl_bar__minus_02_dot_08_bar__plus_01_dot_00_bar__plus_00_dot_27)
        (pickupable Egg_bar__minus_02_dot_07_bar__plus_01_dot_00_bar__plus_00_dot_26)
        (cleanable Egg_bar__minus_02_dot_07_bar__plus_01_dot_00_bar__plus_00_dot_26)
        (heatable Egg_bar__minus_02_dot_07_bar__plus_01_dot_00_bar__plus_00_dot_26)
        (coolable Egg_bar__minus_02_dot_07_bar__plus_01_dot_00_bar__plus_00_dot_26)
        (sliceable Egg_bar__minus_02_dot_07_bar__plus_01_dot_00_bar__plus_00_dot_26)
        (pickupable DishSponge_bar__minus_00_dot_65_bar__plus_00_dot_80_bar__minus_01_dot_43)
        (cleanable DishSponge_bar__minus_00_dot_65_bar__plus_00_dot_80_bar__minus_01_dot_43)
        (pickupable Knife_bar__plus_00_dot_21_bar__plus_00_dot_87_bar__minus_01_dot_85)
        (cleanable Knife_bar__plus_00_dot_21_bar__plus_00_dot_87_bar__minus_01_dot_85)
        (pickupable SoapBottle_bar__minus_00_dot_63_bar__plus_00_dot_80_bar__minus_01_dot_45)
        (openable Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55)
        (openable Cabinet_bar__minus_00_dot_69_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (openable Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Bowl_bar__minus_02_dot_09_bar__plus_01_dot_00_bar__plus_00_dot_28 CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29)
        (inReceptacle Bowl_bar__minus_02_dot_08_bar__plus_01_dot_00_bar__plus_00_dot_27 CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29)
        (inReceptacle Egg_bar__minus_02_dot_07_bar__plus_01_dot_00_bar__plus_00_dot_26 CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29)
        (inReceptacle DishSponge_bar__minus_00_dot_65_bar__plus_00_dot_80_bar__minus_01_dot_43 Cabinet_bar__minus_00_dot_69_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (inReceptacle Knife_bar__plus_00_dot_21_bar__plus_00_dot_87_bar__minus_01_dot_85 Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin)
        (inReceptacle SoapBottle_bar__minus_00_dot_63_bar__plus_00_dot_80_bar__minus_01_dot_45 Cabinet_bar__minus_00_dot_69_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55 loc_bar_0_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_69_bar__plus_00_dot_75_bar__minus_01_dot_39 loc_bar__minus_4_bar__minus_3_bar_2_bar_30)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08 loc_bar_1_bar_7_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02 loc_bar_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (objectAtLocation Bowl_bar__minus_02_dot_09_bar__plus_01_dot_00_bar__plus_00_dot_28 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (objectAtLocation Bowl_bar__minus_02_dot_08_bar__plus_01_dot_00_bar__plus_00_dot_27 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (objectAtLocation Egg_bar__minus_02_dot_07_bar__plus_01_dot_00_bar__plus_00_dot_26 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (objectAtLocation DishSponge_bar__minus_00_dot_65_bar__plus_00_dot_80_bar__minus_01_dot_43 loc_bar__minus_4_bar__minus_3_bar_2_bar_30)
        (objectAtLocation Knife_bar__plus_00_dot_21_bar__plus_00_dot_87_bar__minus_01_dot_85 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (objectAtLocation SoapBottle_bar__minus_00_dot_63_bar__plus_00_dot_80_bar__minus_01_dot_45 loc_bar__minus_4_bar__minus_3_bar_2_bar_30)
        )

(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 BowlType)
                                    (receptacleType ?r CabinetType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 BowlType)
                                            (receptacleType ?r CabinetType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
